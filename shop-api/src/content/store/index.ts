// What the content store offers the other domains' stores and their tests: the content system's tables
// (the catalogue's search reads content pages beside products).
export { contentMigrations } from './content';
