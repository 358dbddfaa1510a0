import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import {
  amountMissingForFreeService,
  CART_SORTS,
  DEFAULT_CART_SORT,
  isFreeService,
  type Cart,
  type CartSort,
  type ProductLineItem,
} from '@storefront/shared/cart';
import { getCheckoutStores } from '@storefront/shared/distribution';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { MountProps, StorefrontServices } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog, Price, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';
import { assessCart, sortLines, voucherNote, type CheckoutBlock } from '../../features/cart-page/cart-rules';
import { blockText } from '../../features/order-limits/block-text';
import { BlockReasons } from '../../features/order-limits/block-reasons';
import { useOrderConfig } from '../../features/order-limits/use-order-config';
import type { CartSession } from '../../features/cart-session/cart-session';
import { useCartSession } from '../../features/cart-session/use-cart-session';
import * as styles from '../../features/cart-page/cart-page.module.css';
import { ServiceWindow } from '../../features/cart-page/service-window';

type Translate = StorefrontServices['i18n']['t'];

/** A failed change, as the shopper reads it in place: the backend's own message, else the general one. */
function failureText(error: unknown, t: Translate): string {
  if (isApiError(error) && error.kind === 'backend') return error.message;
  return t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.change.failed');
}

/** The cart page (doc 1 §2 cart, doc 2 §3–§5, §8): the lines, the prices, the codes, the limits, and the way to checkout. */
export function CartPage({ services, route }: MountProps) {
  const { session, state } = useCartSession();
  const { t } = services.i18n;
  const { cart, loadError } = state;

  return (
    <section aria-labelledby="cart-heading" className={styles.page}>
      <div className={styles.header}>
        <h1 id="cart-heading">{t('cart.headline')}</h1>
        {cart !== undefined && (
          <p role="status" className={styles.count} data-testid="cart-line-count">
            {t('cart.lineCount', { count: cart?.lineItemCount ?? 0 })}
          </p>
        )}
      </div>
      {cart !== undefined ? (
        cart === null || (cart.productLineItems.length === 0 && cart.unavailableLineItems.length === 0 && !cart.deliveryPassLineItem) ? (
          <div className={styles.panel}>
            <p>{t('cart.empty')}</p>
            <RouteLink to={{ name: 'index' }}>{t('cart.continueShopping')}</RouteLink>
          </div>
        ) : (
          <CartContent cart={cart} session={session} forwardToCheckout={route?.query.get('forwardToCheckout') === 'true'} />
        )
      ) : loadError !== undefined ? (
        <div role="alert" className={styles.panel}>
          {/* A network failure or a bad gateway means "Backend or internet is not available" (doc 1 §8). */}
          <p>{t(isApiError(loadError) && loadError.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.error.generic')}</p>
          <Button variant="secondary" onClick={() => void session.load().catch(() => undefined)}>
            {t('cart.retry')}
          </Button>
        </div>
      ) : (
        // The space the cart will take, so nothing jumps when it arrives.
        <div aria-busy="true">
          <p role="status" className={styles.count}>
            {t('common.loading')}
          </p>
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} width="100%" height="5.5rem" className={styles.skeletonLine} />
          ))}
        </div>
      )}
      <CartDialogHost />
    </section>
  );
}

function CartContent({ cart, session, forwardToCheckout }: { cart: Cart; session: CartSession; forwardToCheckout: boolean }) {
  const services = useServices();
  const { i18n } = services;
  const { t } = i18n;
  const { state } = useCartSession();
  const [sort, setSort] = useState<CartSort>(DEFAULT_CART_SORT);
  const [chosen, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A line that left the cart is no longer selected.
  const selected = useMemo(
    () => new Set([...chosen].filter((id) => cart.productLineItems.some((line) => line.lineItemId === id))),
    [chosen, cart.productLineItems],
  );
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const sortId = useId();
  const { orderConfig } = useOrderConfig();

  const groups = useMemo(() => sortLines(cart.productLineItems, sort, i18n.locale), [cart.productLineItems, sort, i18n.locale]);
  const assessment = useMemo(() => assessCart(cart, orderConfig, state.validationErrors), [cart, orderConfig, state.validationErrors]);

  // The merge's forwardToCheckout (doc 2 §2): a login started at checkout comes back here and goes on once the
  // carts are settled (by the merge dialog or without it) and "Zur Kasse" would take the cart; a cart it would
  // not take stays here with its reasons. Only a customer's cart: before that, the login's merge is still to come.
  const forward = forwardToCheckout && cart.customerId !== null && state.dialog === null && state.validated && orderConfig !== undefined && assessment.blocks.length === 0;
  useEffect(() => {
    if (forward) services.navigation.navigate({ name: 'checkout' }, { replace: true });
  }, [forward, services]);

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  const errorMessages = (codes: readonly string[]) => codes.map((code) => state.validationErrors.find((e) => e.code === code)?.message ?? t(`cart.validation.${code}`));

  return (
    <div className={styles.layout}>
      <div className={styles.page}>
        <ServiceSummary cart={cart} session={session} messages={errorMessages([...assessment.groups.distributionLocation, ...assessment.groups.timeSlot.filter((code) => code !== '008')])} />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.panel}>
          <div className={styles.toolbar}>
            <label className={styles.field} htmlFor={sortId}>
              {t('cart.sort.label')}
              <select id={sortId} className={styles.select} value={sort} onChange={(event) => setSort(event.target.value as CartSort)}>
                {CART_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {t(`cart.sort.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                disabled={selected.size === 0}
                onClick={() => void run(() => session.removeLines([...selected]))}
              >
                {selected.size > 0 ? t('cart.removeSelected', { count: selected.size }) : t('cart.removeSelectedNone')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmEmpty(true)}>
                {t('cart.empty.action')}
              </Button>
            </div>
          </div>
          {groups.map((group) => (
            <section key={group.heading ?? 'all'} aria-label={group.heading ?? t('cart.lines')}>
              {group.heading && <h2 className={styles.groupHeading}>{group.heading}</h2>}
              <ul className={styles.lines} aria-label={group.heading ?? t('cart.lines')}>
                {group.lines.map((line) => (
                  <CartLine
                    key={line.lineItemId}
                    line={line}
                    selected={selected.has(line.lineItemId)}
                    onSelect={(on) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (on) next.add(line.lineItemId);
                        else next.delete(line.lineItemId);
                        return next;
                      })
                    }
                    onQuantity={(quantity) => run(() => session.setQuantity(line, quantity))}
                    onRemove={() => run(() => session.removeLines([line.lineItemId]))}
                  />
                ))}
              </ul>
            </section>
          ))}
          {cart.unavailableLineItems.length > 0 && (
            <section aria-labelledby="cart-unavailable">
              <h2 id="cart-unavailable" className={styles.groupHeading}>
                {t('cart.unavailable.headline')}
              </h2>
              <ul className={styles.lines}>
                {cart.unavailableLineItems.map((line) => (
                  <li key={line.lineItemId} className={`${styles.line} ${styles.unavailable}`}>
                    <span className={styles.check} />
                    <ProductImage line={line} />
                    <div className={styles.info}>
                      <p className={styles.name}>{line.product.name}</p>
                      <p className={styles.reason}>{t(`cart.unavailable.${line.product.availability ?? 'unavailable'}`)}</p>
                    </div>
                    <div className={styles.controls}>
                      <Button variant="link" onClick={() => void run(() => session.removeLines([line.lineItemId]))}>
                        {t('cart.line.remove')}
                        <span className="sf-visually-hidden"> {line.product.name}</span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ExtraLines cart={cart} onRemove={(id) => void run(() => session.removeLines([id]))} />
          {cart.productLineItems.some((line) => line.product.price.depositPrice) && (
            <label className={styles.choice}>
              <input
                type="checkbox"
                className={styles.check}
                checked={cart.crateDepositDesired ?? false}
                onChange={(event) => void run(() => session.setCrateDepositDesired(event.target.checked))}
              />
              {t('cart.crateDeposit')}
            </label>
          )}
        </div>
        <DiscountCodes cart={cart} session={session} messages={errorMessages(assessment.groups.discountCode)} />
      </div>
      <aside className={styles.page} aria-label={t('cart.summary')}>
        <FreeServiceProgress cart={cart} />
        <PriceBreakdown cart={cart} />
        <div className={styles.panel}>
          {assessment.notifications.map((notification) => (
            <p
              key={notification.kind}
              className={`${styles.notice} ${notification.kind.endsWith('exceeded') ? styles.warning : styles.success}`}
              data-testid="cart-order-limit"
            >
              {blockText({ messageKey: `cart.notification.${notification.kind}`, params: { ...notification, kind: 0 } }, i18n)}
            </p>
          ))}
          {errorMessages(assessment.groups.general).map((message) => (
            <p key={message} role="alert" className={styles.error}>
              {message}
            </p>
          ))}
          <CheckoutButton blocks={assessment.blocks} />
        </div>
      </aside>
      <Dialog open={confirmEmpty} onClose={() => setConfirmEmpty(false)} title={t('cart.empty.confirmTitle')} closeLabel={t('cart.mini.close')}>
        <p>{t('cart.empty.confirmText')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirmEmpty(false)}>
            {t('cart.empty.keep')}
          </Button>
          <Button
            onClick={() => {
              setConfirmEmpty(false);
              void run(() => session.removeAll());
            }}
          >
            {t('cart.empty.confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function ProductImage({ line }: { line: ProductLineItem }) {
  return line.product.imageUrl ? <img className={styles.image} src={line.product.imageUrl} alt="" width={64} height={64} loading="lazy" /> : <span className={styles.image} />;
}

function CartLine({
  line,
  selected,
  onSelect,
  onQuantity,
  onRemove,
}: {
  line: ProductLineItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  const { i18n } = useServices();
  const { t } = i18n;
  const [busy, setBusy] = useState(false);
  const { product } = line;
  const step = product.quantityStepSize;
  // The most a line may hold: the largest whole number of steps not above maxQuantity (doc 2 §3, §4).
  const cap = Math.floor(product.maxQuantity / step) * step;
  const change = (quantity: number) => {
    setBusy(true);
    void onQuantity(quantity).finally(() => setBusy(false));
  };
  return (
    <li className={styles.line} data-testid="cart-line">
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('cart.line.select', { name: product.name })}
      />
      <ProductImage line={line} />
      <div className={styles.info}>
        <p className={styles.name} data-testid="cart-line-name">
          {product.name}
        </p>
        <p className={styles.meta}>
          <Price cents={product.price.regular.value} {...(product.price.loyalty ? { loyaltyCents: product.price.loyalty.value } : {})} />
          {product.weightArticle && ` ${t('cart.line.perKg')}`}
          {product.bundleInfo && ` · ${product.bundleInfo}`}
          {product.price.depositPrice && ` · ${t('cart.line.deposit', { deposit: i18n.formatPrice(product.price.depositPrice.value) })}`}
        </p>
        {(product.weightArticle || product.weightPieceArticle) && <p className={styles.meta}>{t('cart.line.weightArticle')}</p>}
        {line.quantity >= cap && <p className={styles.meta}>{t('cart.line.maxQuantity', { max: cap })}</p>}
      </div>
      <div className={styles.controls}>
        <span className={styles.stepper} role="group" aria-label={t('cart.line.quantityOf', { name: product.name })}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={line.quantity - step < step ? t('cart.line.remove') + ' ' + product.name : t('cart.line.decrease', { name: product.name })}
            disabled={busy}
            onClick={() => (line.quantity - step < step ? void onRemove() : change(line.quantity - step))}
          >
            −
          </button>
          <span className={styles.quantity} aria-live="polite" data-testid="cart-line-quantity">
            {/* A weight article is ordered in kg (its price is per kg, doc 2 §3); the others by the piece. */}
            {t(product.weightArticle ? 'cart.line.quantityKg' : 'cart.line.quantity', { quantity: line.quantity })}
          </span>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={t('cart.line.increase', { name: product.name })}
            disabled={busy || line.quantity + step > cap}
            onClick={() => change(line.quantity + step)}
          >
            +
          </button>
        </span>
        {/* The line's price as the backend priced it (the loyalty price for members); never recomputed when it is there. */}
        <span className={styles.linePrice} data-testid="cart-line-price">
          {i18n.formatPrice(line.totalPrice ?? product.price.regular.value * line.quantity)}
        </span>
        <Button variant="link" onClick={() => void onRemove()}>
          {t('cart.line.remove')}
          <span className="sf-visually-hidden"> {product.name}</span>
        </Button>
      </div>
    </li>
  );
}

function ExtraLines({ cart, onRemove }: { cart: Cart; onRemove: (lineItemId: string) => void }) {
  const { i18n } = useServices();
  const { t } = i18n;
  const pass = cart.deliveryPassLineItem;
  if (cart.voucherLineItems.length === 0 && !pass) return null;
  return (
    <section aria-labelledby="cart-extras">
      <h2 id="cart-extras" className={styles.groupHeading}>
        {t('cart.extras.headline')}
      </h2>
      <ul className={styles.lines}>
        {pass && (
          <li className={styles.line}>
            <span className={styles.check} />
            <span className={styles.image} />
            <div className={styles.info}>
              <p className={styles.name}>{pass.name}</p>
              <p className={styles.meta}>{t('cart.extras.deliveryPass')}</p>
            </div>
            <div className={styles.controls}>
              <span className={styles.linePrice}>{i18n.formatPrice(pass.price)}</span>
              <Button variant="link" onClick={() => onRemove(pass.lineItemId)}>
                {t('cart.line.remove')}
                <span className="sf-visually-hidden"> {pass.name}</span>
              </Button>
            </div>
          </li>
        )}
        {cart.voucherLineItems.map((voucher) => (
          <li key={voucher.lineItemId} className={styles.line}>
            <span className={styles.check} />
            <span className={styles.image} />
            <div className={styles.info}>
              <p className={styles.name}>{voucher.title ?? voucher.articleId}</p>
              <p className={styles.meta}>{voucherNote(voucher, cart.priceInfo.orderValue ?? 0, i18n)}</p>
            </div>
            <div className={styles.controls}>
              {!!voucher.discount && <span className={styles.linePrice}>−{i18n.formatPrice(voucher.discount)}</span>}
              <Button variant="link" onClick={() => onRemove(voucher.lineItemId)}>
                {t('cart.line.remove')}
                <span className="sf-visually-hidden"> {voucher.title ?? voucher.articleId}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceSummary({ cart, session, messages }: { cart: Cart; session: CartSession; messages: readonly string[] }) {
  const { i18n, api } = useServices();
  const { t } = i18n;
  const address = cart.distributionAddress;
  // The cart knows the pickup store by id: its name comes from the store list (a failure shows the id).
  const { data: stores } = useSWR(address?.distributionType === 'CLICK_AND_COLLECT' ? 'checkout-stores' : null, () => call(api, getCheckoutStores), {
    revalidateOnFocus: false,
  });
  let text = t('cart.service.none');
  if (address?.distributionType === 'DELIVERY') {
    text = t('cart.service.deliverTo', { address: `${address.streetName ?? ''} ${address.streetNumber ?? ''}, ${address.postalCode ?? ''} ${address.city ?? ''}` });
  } else if (address?.distributionType === 'CLICK_AND_COLLECT') {
    const store = stores?.find((candidate) => candidate.storeId === address.storeId);
    text = t('cart.service.pickUpAt', { store: store?.name ?? address.storeId ?? '' });
  }
  return (
    <div className={styles.panel}>
      <div className={styles.service}>
        <div>
          <p data-testid="cart-service">{text}</p>
          <ServiceWindow cart={cart} />
        </div>
        <Button variant="secondary" onClick={() => void session.requestServiceSelection()}>
          {t(address ? 'cart.service.change' : 'cart.service.choose')}
        </Button>
      </div>
      {messages.map((message) => (
        <p key={message} role="alert" className={styles.error} data-testid="cart-service-error">
          {message}
        </p>
      ))}
    </div>
  );
}

function DiscountCodes({ cart, session, messages }: { cart: Cart; session: CartSession; messages: readonly string[] }) {
  const { t } = useServices().i18n;
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty code is rejected here, without a request (doc 2 §5).
    if (code.trim() === '') {
      setError(t('cart.discount.empty'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await session.addDiscountCode(code.trim());
      setCode('');
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.panel}>
      <h2>{t('cart.discount.headline')}</h2>
      <form className={styles.codeForm} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.field} htmlFor={inputId}>
          {t('cart.discount.label')}
          <input
            id={inputId}
            className={styles.input}
            value={code}
            maxLength={100}
            autoComplete="off"
            aria-invalid={error !== undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" busy={busy}>
          {t('cart.discount.submit')}
        </Button>
      </form>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {cart.discountCodes.length > 0 && (
        <ul className={styles.codes} aria-label={t('cart.discount.applied')}>
          {cart.discountCodes.map((applied) => (
            <li key={applied} className={styles.code}>
              {applied}
              <Button
                variant="link"
                aria-label={t('cart.discount.remove', { code: applied })}
                onClick={() =>
                  void session.removeDiscountCode(applied).catch((failure: unknown) => setError(failureText(failure, t)))
                }
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {messages.map((message) => (
        <p key={message} role="alert" className={styles.error} data-testid="cart-discount-error">
          {message}
        </p>
      ))}
    </div>
  );
}

/** The free-service progress: how much of freeOfChargeThreshold the order value reaches (doc 2 §4, §9). */
function FreeServiceProgress({ cart }: { cart: Cart }) {
  const { i18n } = useServices();
  const { t } = i18n;
  // A delivery pass bought with the cart makes the service free too.
  const input = { orderValue: cart.priceInfo.orderValue, freeOfChargeThreshold: cart.freeOfChargeThreshold, deliveryPassActive: !!cart.deliveryPassLineItem };
  const free = isFreeService(input);
  const missing = amountMissingForFreeService(input);
  if (missing === undefined && !free) return null;
  return (
    <div className={styles.panel}>
      <p data-testid="cart-free-service" className={styles.meta}>
        {free ? t('cart.freeService.reached') : t('cart.freeService.missing', { amount: i18n.formatPrice(missing ?? 0) })}
      </p>
      <progress
        className={styles.progress}
        max={cart.freeOfChargeThreshold || 1}
        value={free ? cart.freeOfChargeThreshold || 1 : Math.min(cart.priceInfo.orderValue, cart.freeOfChargeThreshold)}
        aria-label={t('cart.freeService.progress')}
      />
    </div>
  );
}

/** The price breakdown of priceInfo (doc 2 §3); a part the backend leaves out does not apply and is not shown. */
function PriceBreakdown({ cart }: { cart: Cart }) {
  const { i18n } = useServices();
  const { t, formatPrice } = i18n;
  const info = cart.priceInfo;
  const rows: Array<{ key: string; value: number | undefined; negative?: boolean; className?: string }> = [
    { key: 'totalArticlePrice', value: info.totalArticlePrice ?? info.orderValue },
    { key: 'depositFees', value: info.depositFees || undefined },
    { key: 'discounts', value: info.discounts || undefined, negative: true, className: styles.saving },
    { key: 'serviceFees', value: info.serviceFees },
  ];
  const feeDiscounted = info.serviceFeesAfterDiscount !== undefined && info.serviceFees !== undefined && info.serviceFeesAfterDiscount !== info.serviceFees;
  if (feeDiscounted) rows.push({ key: 'serviceFeesAfterDiscount', value: info.serviceFeesAfterDiscount });
  rows.push({ key: 'totalSavings', value: info.totalSavings || info.savings || undefined, className: styles.saving });
  return (
    <div className={styles.panel}>
      <h2>{t('cart.summary')}</h2>
      <dl className={styles.rows}>
        {rows
          .filter((row) => row.value !== undefined)
          .map((row) => (
            <div key={row.key} className={`${styles.row} ${row.className ?? ''}`}>
              <dt>{t(`cart.price.${row.key}`)}</dt>
              <dd>
                {row.negative ? '−' : ''}
                {formatPrice(row.value ?? 0)}
              </dd>
            </div>
          ))}
        <div className={`${styles.row} ${styles.totalRow}`}>
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{formatPrice(info.total)}</dd>
        </div>
        {info.totalVat !== undefined && (
          <div className={styles.row}>
            <dt className={styles.meta}>{t('cart.price.totalVat')}</dt>
            <dd className={styles.meta}>{formatPrice(info.totalVat)}</dd>
          </div>
        )}
        {info.totalWithSurcharge !== undefined && info.totalWithSurcharge !== info.total && (
          <div className={styles.row}>
            <dt>{t('cart.price.totalWithSurcharge')}</dt>
            <dd>{formatPrice(info.totalWithSurcharge)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/** "Zur Kasse": disabled, with each reason below it, while a limit or a validation error blocks (doc 2 §4, §8). */
function CheckoutButton({ blocks }: { blocks: readonly CheckoutBlock[] }) {
  const services = useServices();
  const { i18n, navigation } = services;
  const reasonsId = useId();
  const blocked = blocks.length > 0;
  return (
    <>
      <Button
        className={styles.checkout}
        disabled={blocked}
        aria-describedby={blocked ? reasonsId : undefined}
        onClick={() => navigation.navigate({ name: 'checkout' })}
      >
        {i18n.t('cart.checkout')}
      </Button>
      {blocked && <BlockReasons id={reasonsId} blocks={blocks} className={styles.reasons} />}
    </>
  );
}
