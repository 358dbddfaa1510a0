import * as z from 'zod/mini';

/**
 * Component config names of doc 1 §3 (GET /api/content/configs/client?types=…),
 * and the service-type content components of doc 2 §9.
 */
export const COMPONENT_CONFIG_NAMES = [
  'topbarbanner',
  'header',
  'footer',
  'socialsharingandseo',
  'login',
  'offlineaccount',
  'passwordreset',
  'profile',
  'physicalcard',
  'registration',
  'service-type-delivery',
  'service-type-click-and-collect',
] as const;
export const componentConfigNameSchema = z.enum(COMPONENT_CONFIG_NAMES);
export type ComponentConfigName = z.infer<typeof componentConfigNameSchema>;

/** One component's configuration: its fields are the content system's and not shown. */
export const componentConfigSchema = z.record(z.string(), z.unknown());
export type ComponentConfig = z.infer<typeof componentConfigSchema>;

/**
 * The component configs by name. A name the backend has no config for is
 * missing; a name this client does not know yet is kept but never read.
 */
export const componentConfigsSchema = z.record(z.string(), componentConfigSchema);
export type ComponentConfigs = Partial<Record<ComponentConfigName, ComponentConfig>>;
