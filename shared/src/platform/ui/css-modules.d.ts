// CSS modules (`*.module.css`): rspack's `css/auto` and Vite both give each class
// as a named export with a per-build hashed name, so components import them as
// `import * as styles from './button.module.css'`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

