// The kit's components import CSS modules; this brings their typings along into
// every program that imports the kit (a remote's tsc only sees shared's files it reaches).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration can only be reached by reference
/// <reference path="./css-modules.d.ts" />

export { Button, type ButtonProps, type ButtonVariant } from './button';
export { RouteLink, type RouteLinkProps } from './route-link';
export { Dialog, type DialogProps } from './dialog';
export { NotificationView, notificationRole, type NotificationViewProps } from './notification-view';
export { Price, type PriceProps } from './price';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './skeleton';
export { VisuallyHidden, visuallyHiddenClass } from './visually-hidden';
export {
  BREAKPOINTS,
  MOBILE_BREAKPOINT,
  SCROLL_ANIMATION_MS,
  isBelow,
  minWidthQuery,
  useBreakpoint,
  useIsMobile,
  type Breakpoint,
} from './breakpoints';
export {
  DEFAULT_THEME_TOKENS,
  applyThemeTokens,
  contrastRatio,
  themeTokens,
  type ThemeConfig,
  type ThemeTokenName,
  type ThemeTokens,
} from './tokens';
export { useZodForm, type FormSchema, type ZodForm, type ZodFormOptions } from './form/use-zod-form';
export { Form, type FormProps } from './form/form';
export { TextField, type TextFieldProps } from './form/text-field';
export { SelectField, type FieldOption, type SelectFieldProps } from './form/select-field';
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field';
export { RadioGroupField, type RadioGroupFieldProps } from './form/radio-group-field';
export { TextAreaField } from './form/textarea-field';
export { CheckboxGroupField } from './form/checkbox-group-field';
export { FileUploadField } from './form/file-upload-field';
// For a remote's own field (e.g. a phone number with its country) wired the same way.
export { useFormField, type FieldProps, type FormField } from './form/use-form-field';
export { FieldError, FieldHint } from './form/field-texts';
export { FragmentSlot, type FragmentSlotProps } from './fragment-slot';
