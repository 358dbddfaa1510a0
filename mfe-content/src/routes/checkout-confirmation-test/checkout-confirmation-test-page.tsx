import type { MountProps } from '@storefront/shared/platform/contracts';
import { ContentRoutePage } from '../index/index-page';

/**
 * The test confirmation page of content preview (doc 1 §1 cms.preview, §2: the
 * checkout confirmation's path with the suffix -ok-test): the content page the
 * editors keep at this route's own path (`/bestellung-ok-test` with the German
 * slugs), so they see the confirmation's texts without placing an order. The
 * shell offers the route only while the tenant has cms.preview on.
 */
export function CheckoutConfirmationTestPage(props: MountProps) {
  const path = props.services.navigation.href({ name: 'checkout-confirmation-test' }) ?? '/';
  return <ContentRoutePage {...props} path={path} />;
}
