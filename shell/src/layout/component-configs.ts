import { atom } from 'jotai';
import type { ComponentConfigs } from '@storefront/shared/platform/schemas';

/** The component configs fetched at boot; empty until they arrive, and after a failure. */
export const componentConfigsAtom = atom<ComponentConfigs>({});
