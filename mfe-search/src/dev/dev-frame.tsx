import { useEffect, useRef } from 'react';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { createReactParcel } from '@storefront/shared/platform/parcel';
import { SearchTermPage } from '../routes/search-term/search-term-page';

/** The dev host's page: the flyout fragment, as the shell's header places it, and the result page. */
function DevFrame(props: MountProps) {
  const header = useRef<HTMLDivElement>(null);
  const { fragments } = props.services;
  useEffect(() => {
    if (!header.current) return;
    const flyout = fragments.mount('search-flyout', header.current);
    return () => void flyout.unmount();
  }, [fragments]);
  return (
    <>
      <header ref={header} style={{ maxWidth: '32rem', marginBottom: '2rem' }} />
      <SearchTermPage {...props} />
    </>
  );
}

export default createReactParcel('dev-search-term', DevFrame);
