import { useState } from 'react';
import useSWR from 'swr';
import { getPesticideReports, type PesticideReport } from '@storefront/shared/catalogue';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { formatShopDay } from '@storefront/shared/platform/i18n';
import { Button, Skeleton } from '@storefront/shared/platform/ui';
import { usePageHead } from '../../features/head/use-page-head';
import * as page from '../page.module.css';
import * as styles from './pesticides.module.css';

const GROUPS: ReadonlyArray<PesticideReport['group'] | 'all'> = ['all', 'Obst', 'Gemüse', 'Kräuter & Salate'];

/** A share as a whole percentage (rounded down, so 99.6 % never reads as 100 %). */
const percent = (part: number, whole: number) => Math.floor((part / whole) * 100);

/**
 * The pesticides page (doc 1 §2 pesticides, featurePesticides): the season's
 * residue tests per produce, with the share of samples without detectable
 * residues and below half the legal maximum, filterable by produce group.
 */
export function PesticidesPage({ services }: MountProps) {
  const { t, formatNumber } = services.i18n;
  const { data, error, isValidating, mutate } = useSWR('catalogue:pesticides', () => call(services.api, getPesticideReports));
  const [group, setGroup] = useState<(typeof GROUPS)[number]>('all');
  usePageHead({ title: t('catalogue.pesticides.title', { brand: services.config.tenant.themeConfig.brandName }), description: t('catalogue.pesticides.description') });
  const reports = data?.reports.filter((report) => group === 'all' || report.group === group) ?? [];
  const date = (day: string) => formatShopDay(day, services.i18n.locale, 'spelled');

  return (
    <section className={page.page} aria-labelledby="pesticides-heading">
      <h1 id="pesticides-heading">{t('catalogue.pesticides.headline')}</h1>
      <p className={styles.intro}>{t('catalogue.pesticides.intro')}</p>
      {data ? (
        <>
          <p className={page.status}>{t('catalogue.pesticides.source', { season: data.season, laboratory: data.laboratory })}</p>
          <fieldset className={styles.groups}>
            <legend>{t('catalogue.pesticides.group')}</legend>
            {GROUPS.map((option) => (
              <label key={option}>
                <input type="radio" name="pesticide-group" checked={group === option} onChange={() => setGroup(option)} />
                <span>{option === 'all' ? t('catalogue.pesticides.allGroups') : option}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('catalogue.pesticides.caption', { count: reports.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('catalogue.pesticides.produce')}</th>
                  <th scope="col">{t('catalogue.pesticides.samples')}</th>
                  <th scope="col">{t('catalogue.pesticides.withoutResidues')}</th>
                  <th scope="col">{t('catalogue.pesticides.belowHalfLimit')}</th>
                  <th scope="col">{t('catalogue.pesticides.lastSampled')}</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => {
                  const clean = percent(report.withoutResidues, report.samples);
                  return (
                    <tr key={report.produce}>
                      <th scope="row">
                        {report.produce}
                        <span className={styles.origin}>{report.origin}</span>
                      </th>
                      <td>{formatNumber(report.samples)}</td>
                      <td>
                        <span className={styles.bar} aria-hidden="true">
                          <span style={{ width: `${clean}%` }} />
                        </span>
                        {t('catalogue.pesticides.share', { percent: clean })}
                      </td>
                      <td>{t('catalogue.pesticides.share', { percent: percent(report.belowHalfLimit, report.samples) })}</td>
                      <td>{date(report.lastSampled)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : error !== undefined && !isValidating ? (
        <div role="alert" className={page.problem}>
          <p>{t(isApiError(error) && error.kind === 'unavailable' ? 'catalogue.error.unavailable' : 'catalogue.pesticides.failed')}</p>
          <Button onClick={() => void mutate()}>{t('catalogue.retry')}</Button>
        </div>
      ) : (
        <div aria-busy="true">
          <Skeleton shape="text" lines={10} width="100%" height="2.5rem" />
        </div>
      )}
    </section>
  );
}
