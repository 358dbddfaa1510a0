export { RouteLink } from './route-link';
