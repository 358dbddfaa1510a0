import { useServices } from '@storefront/shared/platform/parcel';
import type { CheckoutBlock } from '../cart-page/cart-rules';
import { blockText } from './block-text';

/**
 * Why "Zur Kasse" cannot be used, one reason a line; the button points at the list with
 * aria-describedby (its `id`), so a screen reader reads the reasons with it.
 */
export function BlockReasons({ id, blocks, className }: { id: string; blocks: readonly CheckoutBlock[]; className?: string | undefined }) {
  const { i18n } = useServices();
  return (
    <ul id={id} className={className} data-testid="checkout-blocked">
      {blocks.map((block) => (
        <li key={block.messageKey}>{blockText(block, i18n)}</li>
      ))}
    </ul>
  );
}
