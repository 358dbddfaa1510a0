import { Component, Suspense, type ReactNode } from 'react';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { lazyPart } from '../layout/lazy-part';
import type { PageError } from './page-error';

/** When even the error page's chunk cannot load (offline): its headline, in plain text. */
function ErrorPageUnavailable({ services }: ErrorViewProps) {
  return (
    <section role="alert">
      <h1>{services.i18n.t('error.generic.headline')}</h1>
    </section>
  );
}

/** The error page is a lazy chunk: most pages never need it. */
const ErrorPage = lazyPart<ErrorViewProps & { error: PageError }>(
  () => import(/* webpackChunkName: "lazy-error-page" */ './error-page'),
  ErrorPageUnavailable,
);

export interface ErrorViewProps {
  readonly services: StorefrontServices;
  readonly registry: RemoteRegistry;
}

export function ErrorView({ error, ...props }: ErrorViewProps & { error: PageError }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} {...props} />
    </Suspense>
  );
}

/**
 * A fatal or unhandled error of the page shows the error page with status 500
 * in place of the page, inside the frame, so the header stays.
 * Keyed by the path where it is used, so moving on leaves the error behind.
 */
export class PageErrorBoundary extends Component<ErrorViewProps & { children: ReactNode }, { error: PageError | null }> {
  override state: { error: PageError | null } = { error: null };

  static getDerivedStateFromError(cause: unknown): { error: PageError } {
    return { error: { message: cause instanceof Error ? cause.message : String(cause), cause } };
  }

  override render() {
    const { children, ...props } = this.props;
    return this.state.error ? <ErrorView error={this.state.error} {...props} /> : children;
  }
}
