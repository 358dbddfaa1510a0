/**
 * A build step for the browser bundles: drops the prose of each operation
 * descriptor (`summary`, `alwaysAvailable`, `domain`), which only the backend's
 * OpenAPI document and its tests read. Every page would otherwise carry a
 * sentence per call it makes. Each of these fields is a one-line string
 * literal (operation-docs.test.mjs holds every operation file to that), so a
 * line-wise removal is exact.
 */
const DOC_LINE = /^[ \t]*(?:summary|alwaysAvailable|domain):[ \t]*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),[ \t]*$/gm;

module.exports = function stripOperationDocs(source) {
  return source.replace(DOC_LINE, '');
};
module.exports.DOC_LINE = DOC_LINE;
