export { startDevHost, type DevHostOptions } from './start-dev-host';
