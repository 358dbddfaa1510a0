import { createReactParcel } from '@storefront/shared/platform/parcel';
import { SitemapPage } from './sitemap-page';

export default createReactParcel('sitemap', SitemapPage);
