import type { Recipe } from '../store/recipes';

export const seedRecipes: Recipe[] = [
  {
    slug: 'spaghetti-mit-tomatensauce-und-basilikum',
    title: 'Spaghetti mit Tomatensauce und Basilikum',
    teaser: 'Der Klassiker in 20 Minuten: gehackte Tomaten, Olivenöl, Knoblauch und frisches Basilikum.',
  },
  {
    slug: 'apfel-zimt-porridge',
    title: 'Apfel-Zimt-Porridge',
    teaser: 'Cremiger Haferbrei mit Vollmilch, geriebenem Elstar-Apfel und einer Prise Zimt.',
  },
  {
    slug: 'ofenlachs-mit-zucchini',
    title: 'Ofenlachs mit Zucchini',
    teaser: 'Lachsfilet und Zucchini auf einem Blech gegart, mit Zitrone und Kräutern.',
  },
  {
    slug: 'haehnchen-curry-mit-basmati-reis',
    title: 'Hähnchen-Curry mit Basmati-Reis',
    teaser: 'Mildes Curry mit Hähnchenbrust, Tomaten und Joghurt, dazu duftender Basmati-Reis.',
  },
  {
    slug: 'kartoffel-zucchini-roesti',
    title: 'Kartoffel-Zucchini-Rösti',
    teaser: 'Knusprige Rösti aus festkochenden Kartoffeln und Zucchini mit Kräuterjoghurt.',
  },
  {
    slug: 'bolognese-vom-rinderhack',
    title: 'Bolognese vom Rinderhack',
    teaser: 'Lange geschmort, mit gehackten Tomaten und einem Schuss Olivenöl – am besten mit Spaghetti.',
  },
];
