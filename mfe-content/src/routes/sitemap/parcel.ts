import { createReactParcel } from '@storefront/shared/parcel';
import { SitemapPage } from './sitemap-page';

export default createReactParcel('sitemap', SitemapPage);
