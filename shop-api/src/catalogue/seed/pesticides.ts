import type { PesticideReport } from '@storefront/shared/catalogue';

/**
 * The pesticide residue tests of the 2026 season as the quality department
 * publishes them: per produce the samples an accredited lab tested, how many
 * had no residue above the detection limit, and how many stayed below half
 * the legal maximum residue level (the shop's own limit).
 */
export const seedPesticideSeason = {
  season: 'Saison 2026 (Jänner bis Oktober)',
  laboratory: 'Lebensmittelversuchsanstalt Wien, akkreditiert nach ISO 17025',
};

type Row = readonly [produce: string, group: PesticideReport['group'], origin: string, samples: number, without: number, belowHalf: number, lastSampled: string];

const rows: readonly Row[] = [
  ['Äpfel', 'Obst', 'Steiermark', 48, 31, 48, '2026-10-14'],
  ['Birnen', 'Obst', 'Steiermark, Italien', 22, 12, 22, '2026-10-02'],
  ['Bananen', 'Obst', 'Ecuador, Kolumbien', 30, 26, 30, '2026-10-20'],
  ['Erdbeeren', 'Obst', 'Steiermark, Spanien', 26, 9, 25, '2026-06-28'],
  ['Heidelbeeren', 'Obst', 'Polen, Spanien', 14, 6, 14, '2026-08-11'],
  ['Kirschen', 'Obst', 'Burgenland, Türkei', 12, 5, 12, '2026-07-09'],
  ['Marillen', 'Obst', 'Wachau', 10, 6, 10, '2026-07-30'],
  ['Tafeltrauben', 'Obst', 'Italien, Griechenland', 18, 4, 17, '2026-09-24'],
  ['Orangen', 'Obst', 'Spanien, Südafrika', 20, 3, 20, '2026-10-18'],
  ['Zitronen', 'Obst', 'Spanien, Italien', 16, 5, 16, '2026-10-09'],
  ['Tomaten', 'Gemüse', 'Österreich, Spanien', 36, 25, 36, '2026-10-16'],
  ['Gurken', 'Gemüse', 'Österreich', 24, 20, 24, '2026-10-06'],
  ['Paprika', 'Gemüse', 'Spanien, Österreich', 28, 15, 27, '2026-10-12'],
  ['Zucchini', 'Gemüse', 'Österreich, Italien', 16, 13, 16, '2026-09-29'],
  ['Karotten', 'Gemüse', 'Niederösterreich', 20, 17, 20, '2026-10-21'],
  ['Kartoffeln', 'Gemüse', 'Niederösterreich', 22, 19, 22, '2026-10-15'],
  ['Brokkoli', 'Gemüse', 'Italien, Österreich', 12, 9, 12, '2026-09-17'],
  ['Kopfsalat', 'Kräuter & Salate', 'Österreich', 18, 10, 18, '2026-10-01'],
  ['Rucola', 'Kräuter & Salate', 'Italien', 12, 4, 11, '2026-09-22'],
  ['Basilikum', 'Kräuter & Salate', 'Österreich', 10, 6, 10, '2026-08-27'],
];

export const seedPesticideReports: PesticideReport[] = rows.map(([produce, group, origin, samples, withoutResidues, belowHalfLimit, lastSampled]) => ({
  produce,
  group,
  origin,
  samples,
  withoutResidues,
  belowHalfLimit,
  lastSampled,
}));
