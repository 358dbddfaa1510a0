import type { GazetteerStreet } from '../store/gazetteer';

/** A street: name, postal code, city, the house numbers from and to, and the coordinates of its two ends. */
type StreetRow = readonly [name: string, postalCode: string, city: string, from: number, to: number, start: readonly [number, number], end: readonly [number, number]];

const AUSTRIA = { countryCode: 'AT', country: 'Österreich' } as const;
const GERMANY = { countryCode: 'DE', country: 'Deutschland' } as const;

function streets(country: typeof AUSTRIA | typeof GERMANY, rows: readonly StreetRow[]): GazetteerStreet[] {
  return rows.map(([name, postalCode, city, from, to, start, end]) => ({
    id: `${postalCode}-${name}`
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
    name,
    postalCode,
    city,
    ...country,
    fromNumber: from,
    toNumber: to,
    start: { lat: start[0], lng: start[1] },
    end: { lat: end[0], lng: end[1] },
  }));
}

/**
 * The maps gazetteer: streets of the four delivery cities (every store's
 * street among them), of Innsbruck (6020) and Klagenfurt (9020), which lie
 * outside every delivery area, and two German streets, so restrictCountry has
 * something to leave out. Coordinates follow the real streets closely enough
 * for the nearest-street lookup; house numbers are spread evenly along them.
 */
export const seedGazetteer: readonly GazetteerStreet[] = [
  ...streets(AUSTRIA, [
    ['Kärntner Straße', '1010', 'Wien', 1, 60, [48.2082, 16.372], [48.2023, 16.3694]],
    ['Graben', '1010', 'Wien', 1, 31, [48.2087, 16.37], [48.2083, 16.3672]],
    ['Stephansplatz', '1010', 'Wien', 1, 12, [48.2085, 16.373], [48.2081, 16.3736]],
    ['Praterstraße', '1020', 'Wien', 1, 80, [48.2125, 16.378], [48.218, 16.3915]],
    ['Landstraßer Hauptstraße', '1030', 'Wien', 1, 180, [48.2058, 16.3838], [48.1935, 16.3998]],
    ['Wiedner Hauptstraße', '1040', 'Wien', 1, 150, [48.199, 16.368], [48.1845, 16.3596]],
    ['Margaretenstraße', '1050', 'Wien', 1, 160, [48.1975, 16.362], [48.186, 16.346]],
    ['Mariahilfer Straße', '1060', 'Wien', 1, 200, [48.2007, 16.3585], [48.1925, 16.3373]],
    ['Neubaugasse', '1070', 'Wien', 1, 90, [48.2011, 16.3494], [48.2067, 16.349]],
    ['Josefstädter Straße', '1080', 'Wien', 1, 100, [48.2098, 16.356], [48.2108, 16.34]],
    ['Währinger Straße', '1090', 'Wien', 1, 120, [48.216, 16.361], [48.225, 16.344]],
    ['Favoritenstraße', '1100', 'Wien', 1, 250, [48.193, 16.37], [48.165, 16.382]],
    ['Simmeringer Hauptstraße', '1110', 'Wien', 1, 300, [48.186, 16.403], [48.168, 16.435]],
    ['Meidlinger Hauptstraße', '1120', 'Wien', 1, 90, [48.183, 16.33], [48.176, 16.333]],
    ['Hietzinger Hauptstraße', '1130', 'Wien', 1, 170, [48.187, 16.302], [48.18, 16.28]],
    ['Hütteldorfer Straße', '1140', 'Wien', 1, 300, [48.199, 16.32], [48.197, 16.27]],
    ['Märzstraße', '1150', 'Wien', 1, 180, [48.198, 16.329], [48.197, 16.31]],
    ['Thaliastraße', '1160', 'Wien', 1, 160, [48.209, 16.335], [48.2085, 16.3]],
    ['Hernalser Hauptstraße', '1170', 'Wien', 1, 230, [48.215, 16.345], [48.224, 16.313]],
    ['Gentzgasse', '1180', 'Wien', 1, 150, [48.226, 16.346], [48.23, 16.325]],
    ['Grinzinger Straße', '1190', 'Wien', 1, 100, [48.248, 16.356], [48.255, 16.343]],
    ['Wallensteinstraße', '1200', 'Wien', 1, 70, [48.23, 16.369], [48.233, 16.376]],
    ['Brünner Straße', '1210', 'Wien', 1, 200, [48.26, 16.399], [48.29, 16.412]],
    ['Wagramer Straße', '1220', 'Wien', 1, 220, [48.234, 16.417], [48.254, 16.446]],
    ['Breitenfurter Straße', '1230', 'Wien', 1, 400, [48.15, 16.3], [48.14, 16.28]],
    ['Herrengasse', '8010', 'Graz', 1, 28, [47.071, 15.439], [47.068, 15.441]],
    ['Elisabethstraße', '8010', 'Graz', 1, 100, [47.072, 15.448], [47.071, 15.457]],
    ['Leonhardstraße', '8010', 'Graz', 1, 120, [47.07, 15.448], [47.072, 15.462]],
    ['Annenstraße', '8020', 'Graz', 1, 70, [47.0715, 15.434], [47.072, 15.421]],
    ['Kärntner Straße', '8020', 'Graz', 1, 400, [47.06, 15.425], [47.04, 15.41]],
    ['St.-Peter-Hauptstraße', '8042', 'Graz', 1, 200, [47.058, 15.46], [47.048, 15.475]],
    ['Grabenstraße', '8045', 'Graz', 1, 180, [47.08, 15.438], [47.09, 15.433]],
    ['Hauptplatz', '4020', 'Linz', 1, 34, [48.306, 14.286], [48.305, 14.2865]],
    ['Landstraße', '4020', 'Linz', 1, 140, [48.304, 14.288], [48.295, 14.293]],
    ['Wiener Straße', '4020', 'Linz', 1, 500, [48.29, 14.295], [48.265, 14.315]],
    ['Hauptstraße', '4040', 'Linz', 1, 100, [48.31, 14.284], [48.316, 14.283]],
    ['Freistädter Straße', '4040', 'Linz', 1, 400, [48.315, 14.29], [48.335, 14.3]],
    ['Getreidegasse', '5020', 'Salzburg', 1, 50, [47.8, 13.043], [47.7995, 13.039]],
    ['Linzer Gasse', '5020', 'Salzburg', 1, 80, [47.804, 13.047], [47.807, 13.05]],
    ['Ignaz-Harrer-Straße', '5020', 'Salzburg', 1, 90, [47.808, 13.035], [47.817, 13.031]],
    ['Alpenstraße', '5020', 'Salzburg', 1, 150, [47.79, 13.062], [47.77, 13.07]],
    ['Maria-Theresien-Straße', '6020', 'Innsbruck', 1, 60, [47.266, 11.394], [47.263, 11.393]],
    ['Museumstraße', '6020', 'Innsbruck', 1, 40, [47.2655, 11.399], [47.264, 11.404]],
    ['Alter Platz', '9020', 'Klagenfurt am Wörthersee', 1, 35, [46.6245, 14.308], [46.6242, 14.306]],
    ['Bahnhofstraße', '9020', 'Klagenfurt am Wörthersee', 1, 60, [46.622, 14.309], [46.617, 14.311]],
  ]),
  ...streets(GERMANY, [
    ['Kaufingerstraße', '80331', 'München', 1, 40, [48.138, 11.571], [48.139, 11.565]],
    ['Ludwigstraße', '94032', 'Passau', 1, 30, [48.574, 13.46], [48.5725, 13.456]],
  ]),
];
