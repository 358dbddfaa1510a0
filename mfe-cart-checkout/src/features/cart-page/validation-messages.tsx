import * as styles from './cart-page.module.css';

/** The validation errors of one place of the page, each an alert where it belongs. */
export function ValidationMessages({ messages, testId }: { messages: readonly string[]; testId?: string }) {
  return messages.map((message) => (
    <p key={message} role="alert" className={styles.error} data-testid={testId}>
      {message}
    </p>
  ));
}
