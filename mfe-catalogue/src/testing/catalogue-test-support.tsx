import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ComponentType } from 'react';
import type { Product } from '@storefront/shared/catalogue';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { ServicesProvider } from '@storefront/shared/platform/parcel';
import { aCart, aProductLineItem } from '@storefront/shared/fixtures';

/** The texts the catalogue's tests read, as the tenant's bundle has them. */
export const catalogueTestMessages: Record<string, string> = {
  'common.loading': 'Wird geladen …',
  'catalogue.headline': 'Sortiment',
  'catalogue.categories': 'Alle Kategorien des Sortiments',
  'catalogue.subcategories': 'Unterkategorien von {name}',
  'catalogue.allCategories': 'Alle Kategorien',
  'catalogue.notFound.headline': 'Kategorie nicht gefunden',
  'catalogue.notFound.text': 'Die Kategorie „{slug}“ gibt es nicht.',
  'catalogue.error.unavailable': 'Das Sortiment ist gerade nicht erreichbar.',
  'catalogue.error.generic': 'Das Sortiment konnte nicht geladen werden.',
  'catalogue.retry': 'Erneut versuchen',
  'catalogue.breadcrumbs': 'Sie sind hier',
  'catalogue.close': 'Schließen',
  'catalogue.cancel': 'Abbrechen',
  'catalogue.listing.label': 'Produkte in {name}',
  'catalogue.listing.title': '{name} online kaufen – {brand}',
  'catalogue.listing.description': '{name} im Online-Shop.',
  'catalogue.listing.total_one': '{count} Produkt',
  'catalogue.listing.total_other': '{count} Produkte',
  'catalogue.listing.empty': 'In dieser Kategorie gibt es gerade keine Produkte.',
  'catalogue.listing.emptyFiltered': 'Keine Produkte mit diesen Filtern',
  'catalogue.listing.emptyFilteredText': 'Kein Produkt passt zu allen gewählten Filtern.',
  'catalogue.sort.label': 'Sortieren nach',
  'catalogue.sort.recommended': 'Empfehlung',
  'catalogue.sort.priceAsc': 'Preis aufsteigend',
  'catalogue.sort.priceDesc': 'Preis absteigend',
  'catalogue.sort.nameAsc': 'Name A–Z',
  'catalogue.sort.unitPriceAsc': 'Grundpreis aufsteigend',
  'catalogue.filter.label': 'Filter',
  'catalogue.filter.toggle': 'Filter',
  'catalogue.filter.toggleActive': 'Filter ({count})',
  'catalogue.filter.brand': 'Marke',
  'catalogue.filter.price': 'Preis in €',
  'catalogue.filter.priceFrom': 'von',
  'catalogue.filter.priceTo': 'bis',
  'catalogue.filter.apply': 'Anwenden',
  'catalogue.filter.priceInvalid': 'Bitte Beträge in Euro eingeben.',
  'catalogue.filter.tags': 'Eigenschaften',
  'catalogue.filter.availability': 'Verfügbarkeit',
  'catalogue.filter.availableOnly': 'Nur lieferbare Produkte',
  'catalogue.filter.reset': 'Alle Filter zurücksetzen',
  'catalogue.tag.bio': 'Bio',
  'catalogue.tag.regional': 'Regional',
  'catalogue.paging.label': 'Seiten',
  'catalogue.paging.previous': 'Zurück',
  'catalogue.paging.next': 'Weiter',
  'catalogue.paging.page': 'Seite {page}',
  'catalogue.paging.beyond': 'Diese Seite gibt es nicht mehr.',
  'catalogue.paging.toLast': 'Zur letzten Seite',
  'catalogue.tile.bundle': 'Gebinde: {info}',
  'catalogue.tile.weightArticle': 'Preis pro kg, abgewogen',
  'catalogue.tile.weightPieceArticle': 'Stückpreis, Gewicht kann abweichen',
  'catalogue.price.perKg': '/ kg',
  'catalogue.price.regular': 'Regulärer Preis',
  'catalogue.price.yourLoyaltyPrice': 'Ihr jö-Preis',
  'catalogue.price.loyaltyBadge': 'jö',
  'catalogue.price.loyaltyTeaser': 'mit jö-Karte {price}',
  'catalogue.price.deposit': 'zzgl. {price} Pfand',
  'catalogue.price.unitPerKg': '1 kg = {price}',
  'catalogue.price.unitPerLitre': '1 l = {price}',
  'catalogue.availability.ageRestricted': 'Ab 18',
  'catalogue.availability.ageNotice': 'Abgabe nur an Personen ab 18 Jahren.',
  'catalogue.availability.temporarilyUnavailable': 'Derzeit nicht lieferbar',
  'catalogue.availability.temporarilyUnavailableNote': 'Vorübergehend nicht lieferbar – bald wieder da.',
  'catalogue.availability.unavailable': 'Nicht mehr erhältlich',
  'catalogue.availability.available': 'Lieferbar',
  'catalogue.cart.add': 'In den Warenkorb',
  'catalogue.cart.addLabel': '{quantity} {unit} {name} in den Warenkorb',
  'catalogue.cart.quantityOf': 'Menge von {name}',
  'catalogue.cart.quantity': 'Menge in {unit}',
  'catalogue.cart.less': 'Weniger',
  'catalogue.cart.more': 'Mehr',
  'catalogue.cart.unitPiece': 'Stk.',
  'catalogue.cart.unitKg': 'kg',
  'catalogue.cart.added': 'Hinzugefügt.',
  'catalogue.cart.maxQuantityReached': 'Die Höchstmenge ist bereits im Warenkorb.',
  'catalogue.cart.aborted': 'Nicht hinzugefügt: Bitte wählen Sie zuerst Lieferung oder Abholung.',
  'catalogue.cart.noAnswer': 'Der Warenkorb antwortet gerade nicht.',
  'catalogue.cart.inCart': 'Im Warenkorb: {quantity} {unit}',
  'catalogue.cart.atMaximum': 'Höchstmenge ({max}) im Warenkorb',
  'catalogue.favourites.add': '{name} zu den Favoriten hinzufügen',
  'catalogue.favourites.remove': '{name} aus den Favoriten entfernen',
  'catalogue.favourites.failed': 'Die Favoriten konnten nicht gespeichert werden.',
  'catalogue.favourites.loginTitle': 'Favoriten merken',
  'catalogue.favourites.loginText': 'Melden Sie sich an, um Produkte als Favoriten zu speichern.',
  'catalogue.favourites.login': 'Anmelden',
};

/** Renders a page or fragment component with the parcel's services and a fresh SWR cache. */
export function renderWithServices(Component: ComponentType<MountProps>, props: MountProps) {
  return render(
    <ServicesProvider value={props.services}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Component {...props} />
      </SWRConfig>
    </ServicesProvider>,
  );
}

/** A product as the backend sends it; override what the test is about. */
export function product(overrides: Partial<Product> & Pick<Product, 'sku' | 'name'>): Product {
  return {
    slug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    productId: `00-${overrides.sku}`,
    category: 'milch',
    parentCategories: ['Molkerei', 'Milch'],
    maxQuantity: 20,
    price: { regular: { value: 129 } },
    weightArticle: false,
    weightPieceArticle: false,
    quantityStepSize: 1,
    availability: 'available',
    brand: { name: 'Alpenhof' },
    imageUrl: `/media/products/${overrides.sku}.0000abcd.svg`,
    ...overrides,
  };
}

/** The visitor's cart as GET /api/carts answers it, holding these lines. */
export function cartWith(lines: Array<{ product: Product; quantity: number }> = []) {
  return aCart({
    lineItemCount: lines.length,
    productLineItems: lines.map((line, index) => aProductLineItem({ lineItemId: `line-${index}`, ...line })),
  });
}
