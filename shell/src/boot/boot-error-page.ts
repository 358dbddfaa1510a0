/**
 * Shown when the shop cannot start (the tenant config is unreachable or broken):
 * a plain page instead of a blank screen. The shell has no message bundle yet,
 * so the text is fixed German.
 */
export function renderBootError(root: HTMLElement, detail: string): void {
  const section = document.createElement('section');
  section.className = 'sf-error-page';
  section.setAttribute('role', 'alert');
  const headline = document.createElement('h1');
  headline.textContent = 'Der Shop ist gerade nicht erreichbar';
  const text = document.createElement('p');
  text.textContent = 'Bitte versuchen Sie es in einem Moment noch einmal.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Neu laden';
  reload.addEventListener('click', () => window.location.reload());
  const technical = document.createElement('p');
  technical.className = 'sf-error-detail';
  technical.textContent = detail;
  section.append(headline, text, reload, technical);
  root.replaceChildren(section);
}
