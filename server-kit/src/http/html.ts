/** Text (or an attribute value) for HTML or SVG the backend writes itself. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
