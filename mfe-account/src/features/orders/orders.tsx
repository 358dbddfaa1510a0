import { useState } from 'react';
import { getCustomerOrders, ORDERS_PAGE_SIZE, type CustomerOrder } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Price, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import * as book from '../addresses/addresses.module.css';
import { StatusMessage } from '../profile/status-message';
import { useCustomerData } from '../profile/use-customer-data';
import { orderDay, orderTime } from './order-dates';
import * as orders from './orders.module.css';

/**
 * The customer's orders (GET /api/customers/orders, newest first, a page at a
 * time): each with its number, the day it was placed, its status, its total,
 * the service with the store or address and the booked window, and its lines
 * as they were priced when ordered, folded until asked for.
 */
export function OrdersSection() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const [offset, setOffset] = useState(0);
  // The page shown stays until the next one arrives: the list does not collapse to a placeholder between pages.
  const { data, error, isLoading } = useCustomerData(
    `orders:${offset}`,
    () => call(api, getCustomerOrders, { query: { pageSize: ORDERS_PAGE_SIZE, offset } }),
    { keepPreviousData: true },
  );

  if (error && !data) return <StatusMessage kind="error" text={failureMessage(error, t)} />;
  if (!data) return <Skeleton width="100%" height="12rem" />;

  const pages = Math.max(1, Math.ceil(data.total / ORDERS_PAGE_SIZE));
  const page = Math.floor(data.offset / ORDERS_PAGE_SIZE) + 1;
  return (
    <section aria-labelledby="account-orders" className={styles.card}>
      <h2 id="account-orders" className={styles.subtitle}>
        {t('account.orders.headline')}
      </h2>
      {data.total === 0 ? (
        <>
          <p className={styles.muted}>{t('account.orders.empty')}</p>
          <RouteLink to={{ name: 'index' }} className={styles.link}>
            {t('account.orders.shop')}
          </RouteLink>
        </>
      ) : (
        <>
          <p className={book.count}>{t('account.orders.count', { count: data.total })}</p>
          <ul className={orders.list} aria-label={t('account.orders.headline')} aria-busy={isLoading || undefined}>
            {data.results.map((order) => (
              <OrderCard key={order.orderNumber} order={order} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className={orders.pager} aria-label={t('account.orders.pages')}>
              <Button variant="secondary" disabled={isLoading || data.offset === 0} onClick={() => setOffset(Math.max(0, data.offset - ORDERS_PAGE_SIZE))}>
                {t('account.orders.newer')}
              </Button>
              <span aria-live="polite">{t('account.orders.page', { page, pages })}</span>
              <Button variant="secondary" disabled={isLoading || page >= pages} onClick={() => setOffset(data.offset + ORDERS_PAGE_SIZE)}>
                {t('account.orders.older')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: CustomerOrder }) {
  const { i18n } = useServices();
  const { t, locale } = i18n;
  const headingId = `order-${order.orderNumber}`;
  const pickup = order.serviceType === 'CLICK_AND_COLLECT';
  const articles = order.lines.length + (order.deliveryPass ? 1 : 0);
  return (
    <li className={`${book.item} ${orders.order}`} aria-labelledby={headingId}>
      <div className={orders.head}>
        <h3 id={headingId} className={orders.number}>
          {t('account.orders.number', { number: order.orderNumber })}
        </h3>
        <span className={`${book.badge} ${order.status === 'PLACED' ? book.primaryBadge : book.expiredBadge}`}>
          {t(`account.orders.status.${order.status}`)}
        </span>
        <Price cents={order.total} className={orders.total} />
      </div>
      <dl className={orders.facts}>
        <div>
          <dt>{t('account.orders.placedOn')}</dt>
          <dd>{orderDay(order.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{pickup ? t('account.orders.pickup') : t('account.orders.delivery')}</dt>
          <dd>{order.place}</dd>
        </div>
        <div>
          <dt>{pickup ? t('account.orders.pickupWindow') : t('account.orders.deliveryWindow')}</dt>
          <dd>
            {t('account.orders.window', {
              day: orderDay(order.window.start, locale),
              from: orderTime(order.window.start, locale),
              to: orderTime(order.window.end, locale),
            })}
          </dd>
        </div>
      </dl>
      <details className={orders.lines}>
        <summary>{t('account.orders.showLines', { count: articles })}</summary>
        <ul aria-label={t('account.orders.linesOf', { number: order.orderNumber })}>
          {order.lines.map((line) => (
            <li key={line.sku} className={orders.line}>
              <span className={orders.quantity}>{t('account.orders.quantity', { quantity: i18n.formatNumber(line.quantity) })}</span>
              <span className={orders.name}>{line.name}</span>
              {line.totalPrice !== undefined && <Price cents={line.totalPrice} className={orders.linePrice} />}
            </li>
          ))}
          {order.deliveryPass && (
            <li className={orders.line}>
              <span className={orders.quantity}>{t('account.orders.quantity', { quantity: 1 })}</span>
              <span className={orders.name}>{order.deliveryPass}</span>
            </li>
          )}
        </ul>
      </details>
    </li>
  );
}
