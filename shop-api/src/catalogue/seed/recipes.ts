import type { Recipe, RecipeIngredient } from '@storefront/shared/catalogue';
import { slugify } from '../rules/search-text';

/** One ingredient: how much, what, and the sku of the article it is in the shop (none for salt, water, ...). */
type IngredientRow = readonly [quantity: string, name: string, sku?: string];

interface RecipeRow {
  readonly title: string;
  readonly teaser: string;
  readonly servings: number;
  readonly minutes: number;
  readonly difficulty: Recipe['difficulty'];
  readonly ingredients: readonly IngredientRow[];
  readonly steps: readonly string[];
}

function ingredient([quantity, name, sku]: IngredientRow): RecipeIngredient {
  return { name, ...(quantity ? { quantity } : {}), ...(sku ? { sku } : {}) };
}

function recipe(row: RecipeRow): Recipe {
  return {
    slug: slugify(row.title),
    title: row.title,
    teaser: row.teaser,
    servings: row.servings,
    durationMinutes: row.minutes,
    difficulty: row.difficulty,
    ingredients: row.ingredients.map(ingredient),
    steps: [...row.steps],
  };
}

/** The recipes as the kitchen wrote them down. */
const recipeRows: readonly RecipeRow[] = [
  {
    title: 'Spaghetti mit Tomatensauce und Basilikum',
    teaser: 'Der Klassiker in 20 Minuten: gehackte Tomaten, Olivenöl, Knoblauch und frisches Basilikum.',
    servings: 4,
    minutes: 20,
    difficulty: 'einfach',
    ingredients: [
      ['500 g', 'Spaghetti', '100601'],
      ['2 Dosen', 'Gehackte Tomaten', '100603'],
      ['3 EL', 'Olivenöl', '100605'],
      ['2 Zehen', 'Knoblauch', '206005'],
      ['1 Topf', 'Basilikum', '100106'],
      ['', 'Salz und Pfeffer'],
    ],
    steps: [
      'Spaghetti in reichlich Salzwasser bissfest kochen.',
      'Knoblauch in Olivenöl anschwitzen, Tomaten zugeben und 10 Minuten köcheln lassen.',
      'Mit Salz und Pfeffer abschmecken, Spaghetti unterheben und mit Basilikum servieren.',
    ],
  },
  {
    title: 'Apfel-Zimt-Porridge',
    teaser: 'Cremiger Haferbrei mit Vollmilch, geriebenem Elstar-Apfel und einer Prise Zimt.',
    servings: 2,
    minutes: 10,
    difficulty: 'einfach',
    ingredients: [
      ['100 g', 'Haferflocken', '240002'],
      ['400 ml', 'Vollmilch', '100201'],
      ['1', 'Apfel (Elstar)', '100102'],
      ['1 EL', 'Waldhonig', '240007'],
      ['1 Prise', 'Zimt'],
    ],
    steps: ['Haferflocken mit der Milch aufkochen und 5 Minuten quellen lassen.', 'Apfel reiben und unterrühren.', 'Mit Honig und Zimt abschmecken.'],
  },
  {
    title: 'Ofenlachs mit Zucchini',
    teaser: 'Lachsfilet und Zucchini auf einem Blech gegart, mit Zitrone und Kräutern.',
    servings: 2,
    minutes: 30,
    difficulty: 'einfach',
    ingredients: [
      ['2 Stück', 'Lachsfilet mit Haut', '100403'],
      ['2', 'Zucchini', '100104'],
      ['1', 'Bio-Zitrone', '204002'],
      ['2 EL', 'Olivenöl', '100605'],
      ['1 Topf', 'Petersilie', '209001'],
    ],
    steps: [
      'Backofen auf 200 °C vorheizen.',
      'Zucchini in Scheiben schneiden, mit Öl mischen und mit dem Lachs aufs Blech legen.',
      '15 bis 18 Minuten garen, mit Zitrone und gehackter Petersilie servieren.',
    ],
  },
  {
    title: 'Hähnchen-Curry mit Basmati-Reis',
    teaser: 'Mildes Curry mit Hähnchenbrust, Tomaten und Joghurt, dazu duftender Basmati-Reis.',
    servings: 4,
    minutes: 35,
    difficulty: 'mittel',
    ingredients: [
      ['400 g', 'Hähnchenbrustfilet', '100401'],
      ['250 g', 'Basmati-Reis', '100602'],
      ['1 Dose', 'Gehackte Tomaten', '100603'],
      ['200 g', 'Naturjoghurt', '100204'],
      ['1', 'Zwiebel', '206003'],
      ['1 Stück', 'Ingwer', '202007'],
      ['2 TL', 'Currypulver'],
    ],
    steps: [
      'Reis nach Packungsangabe garen.',
      'Zwiebel und Ingwer anbraten, Hähnchen in Würfeln zugeben und mit Curry bestäuben.',
      'Tomaten zugeben, 15 Minuten köcheln lassen und zum Schluss den Joghurt unterrühren.',
    ],
  },
  {
    title: 'Kartoffel-Zucchini-Rösti',
    teaser: 'Knusprige Rösti aus festkochenden Kartoffeln und Zucchini mit Kräuterjoghurt.',
    servings: 4,
    minutes: 40,
    difficulty: 'mittel',
    ingredients: [
      ['800 g', 'Kartoffeln festkochend', '100105'],
      ['1', 'Zucchini', '100104'],
      ['2', 'Eier', '100205'],
      ['200 g', 'Naturjoghurt', '100204'],
      ['1 Bund', 'Schnittlauch', '209002'],
      ['4 EL', 'Sonnenblumenöl', '239002'],
    ],
    steps: [
      'Kartoffeln und Zucchini grob reiben und gut ausdrücken.',
      'Mit Eiern und Salz vermengen, kleine Rösti formen und in Öl goldbraun braten.',
      'Joghurt mit Schnittlauch verrühren und dazu reichen.',
    ],
  },
  {
    title: 'Bolognese vom Rinderhack',
    teaser: 'Lange geschmort, mit gehackten Tomaten und einem Schuss Olivenöl – am besten mit Spaghetti.',
    servings: 4,
    minutes: 90,
    difficulty: 'mittel',
    ingredients: [
      ['500 g', 'Rinderhackfleisch', '100402'],
      ['2 Dosen', 'Gehackte Tomaten', '100603'],
      ['2 EL', 'Tomatenmark', '237008'],
      ['1', 'Karotte', '207001'],
      ['1', 'Zwiebel', '206003'],
      ['500 g', 'Spaghetti', '100601'],
      ['2 EL', 'Olivenöl', '100605'],
    ],
    steps: [
      'Zwiebel und Karotte fein würfeln und in Olivenöl anschwitzen.',
      'Hackfleisch krümelig anbraten, Tomatenmark kurz mitrösten.',
      'Tomaten zugeben und zugedeckt mindestens eine Stunde schmoren; mit Spaghetti servieren.',
    ],
  },
  {
    title: 'Wiener Schnitzel vom Schwein mit Erdäpfelsalat',
    teaser: 'Dünn geklopft, goldgelb herausgebacken, dazu ein lauwarmer Erdäpfelsalat mit Essig und Öl.',
    servings: 4,
    minutes: 60,
    difficulty: 'mittel',
    ingredients: [
      ['500 g', 'Schweinsschnitzel', '223001'],
      ['2', 'Eier', '100205'],
      ['100 g', 'Mehl glatt', '238001'],
      ['150 g', 'Semmelbrösel'],
      ['1 kg', 'Kartoffeln festkochend', '100105'],
      ['1', 'Rote Zwiebel', '206004'],
      ['3 EL', 'Weißweinessig', '239006'],
      ['250 ml', 'Sonnenblumenöl', '239002'],
      ['1', 'Zitrone', '204001'],
    ],
    steps: [
      'Kartoffeln kochen, schälen, in Scheiben schneiden und mit Zwiebel, Essig, Öl und etwas Suppe marinieren.',
      'Schnitzel dünn klopfen, salzen und in Mehl, Ei und Bröseln panieren.',
      'In reichlich heißem Öl schwimmend goldgelb backen und mit Zitronenspalten servieren.',
    ],
  },
  {
    title: 'Kaiserschmarrn mit Zwetschkenröster',
    teaser: 'Flaumig, leicht karamellisiert und mit Staubzucker bestreut – die Süßspeise aus der Pfanne.',
    servings: 4,
    minutes: 35,
    difficulty: 'mittel',
    ingredients: [
      ['4', 'Eier', '100205'],
      ['250 ml', 'Vollmilch', '100201'],
      ['150 g', 'Mehl glatt', '238001'],
      ['40 g', 'Kristallzucker', '238003'],
      ['40 g', 'Teebutter', '217001'],
      ['2 EL', 'Staubzucker', '238004'],
      ['500 g', 'Zwetschken', '203007'],
    ],
    steps: [
      'Zwetschken mit etwas Zucker weich dünsten.',
      'Eier trennen, Dotter mit Milch und Mehl verrühren, Eiklar mit Zucker steif schlagen und unterheben.',
      'In Butter anbacken, wenden, mit zwei Gabeln zerreißen und mit Staubzucker karamellisieren.',
    ],
  },
  {
    title: 'Tafelspitz mit Apfelkren',
    teaser: 'Zart gesotten in kräftiger Suppe, dazu Apfelkren, Schnittlauchsauce und Röstkartoffeln.',
    servings: 6,
    minutes: 180,
    difficulty: 'anspruchsvoll',
    ingredients: [
      ['1,5 kg', 'Tafelspitz', '223006'],
      ['2', 'Karotten', '207001'],
      ['1', 'Sellerieknolle', '207007'],
      ['1', 'Zwiebel', '206003'],
      ['2', 'Äpfel (Granny Smith)', '201002'],
      ['1 Bund', 'Schnittlauch', '209002'],
      ['1 Stück', 'Kren'],
    ],
    steps: [
      'Tafelspitz in kochendes Wasser legen und knapp unter dem Siedepunkt 2,5 bis 3 Stunden ziehen lassen.',
      'Nach einer Stunde Wurzelgemüse und die halbierte, angeröstete Zwiebel zugeben.',
      'Äpfel fein reiben, mit frisch geriebenem Kren mischen; Fleisch gegen die Faser aufschneiden.',
    ],
  },
  {
    title: 'Rindsgulasch',
    teaser: 'Viel Zwiebel, edelsüßer Paprika und Geduld: das Wiener Saftgulasch.',
    servings: 4,
    minutes: 150,
    difficulty: 'mittel',
    ingredients: [
      ['1 kg', 'Rindsgulasch', '223002'],
      ['1 kg', 'Zwiebeln', '206003'],
      ['3 EL', 'Paprikapulver edelsüß'],
      ['2 EL', 'Tomatenmark', '237008'],
      ['3 EL', 'Rapsöl', '239003'],
      ['4', 'Kaisersemmeln', '220001'],
    ],
    steps: [
      'Zwiebeln fein schneiden und in Öl langsam goldbraun rösten.',
      'Paprikapulver und Tomatenmark kurz mitrösten, mit Wasser ablöschen.',
      'Fleisch zugeben und zugedeckt rund zwei Stunden weich schmoren; mit Semmeln servieren.',
    ],
  },
  {
    title: 'Käsespätzle mit Röstzwiebeln',
    teaser: 'Eierspätzle mit würzigem Bergkäse überbacken, obenauf knusprige Röstzwiebeln.',
    servings: 4,
    minutes: 30,
    difficulty: 'einfach',
    ingredients: [
      ['500 g', 'Eierspätzle', '236004'],
      ['200 g', 'Bergkäse', '213001'],
      ['200 g', 'Almkäse gerieben', '213005'],
      ['3', 'Zwiebeln', '206003'],
      ['30 g', 'Teebutter', '217001'],
      ['1 Bund', 'Schnittlauch', '209002'],
    ],
    steps: [
      'Zwiebeln in Ringe schneiden und in Butter goldbraun rösten.',
      'Spätzle kochen und abwechselnd mit dem Käse in eine heiße Pfanne schichten, bis der Käse schmilzt.',
      'Mit Röstzwiebeln und Schnittlauch servieren.',
    ],
  },
  {
    title: 'Steirischer Vogerlsalat mit Kürbiskernöl',
    teaser: 'Vogerlsalat, Erdäpfel und Ei, angemacht mit Apfelessig und dunkelgrünem Kürbiskernöl.',
    servings: 2,
    minutes: 25,
    difficulty: 'einfach',
    ingredients: [
      ['125 g', 'Vogerlsalat', '209004'],
      ['300 g', 'Kartoffeln festkochend', '100105'],
      ['2', 'Eier', '100205'],
      ['3 EL', 'Kürbiskernöl', '239001'],
      ['2 EL', 'Apfelessig', '239005'],
    ],
    steps: [
      'Kartoffeln und Eier kochen, schälen und in Scheiben schneiden.',
      'Vogerlsalat waschen und trocken schleudern.',
      'Alles mit Essig, Salz und Kürbiskernöl anmachen.',
    ],
  },
  {
    title: 'Marillenknödel aus Topfenteig',
    teaser: 'Wachauer Marillen im flaumigen Topfenteig, gewälzt in Butterbröseln mit Zucker.',
    servings: 4,
    minutes: 60,
    difficulty: 'anspruchsvoll',
    ingredients: [
      ['12', 'Marillen', '203006'],
      ['500 g', 'Topfen', '215001'],
      ['2', 'Eier', '100205'],
      ['150 g', 'Mehl glatt', '238001'],
      ['80 g', 'Teebutter', '217001'],
      ['100 g', 'Semmelbrösel'],
      ['2 EL', 'Staubzucker', '238004'],
    ],
    steps: [
      'Topfen, Eier, Mehl und eine Prise Salz zu einem Teig verkneten und 30 Minuten rasten lassen.',
      'Marillen mit Teig umhüllen und in siedendem Wasser 12 Minuten ziehen lassen.',
      'Brösel in Butter rösten, Knödel darin wälzen und mit Staubzucker bestreuen.',
    ],
  },
  {
    title: 'Gemüselasagne mit Ricotta',
    teaser: 'Schichten aus Lasagneblättern, Zucchini, Melanzani, Tomatensauce und Mozzarella.',
    servings: 4,
    minutes: 75,
    difficulty: 'mittel',
    ingredients: [
      ['250 g', 'Lasagneblätter', '236008'],
      ['1', 'Zucchini', '100104'],
      ['1', 'Melanzani', '208004'],
      ['500 g', 'Passierte Tomaten', '237001'],
      ['2 Kugeln', 'Mozzarella', '214004'],
      ['250 g', 'Ricotta', '215007'],
    ],
    steps: [
      'Gemüse würfeln und kurz anbraten, mit den passierten Tomaten zu einer Sauce köcheln.',
      'Abwechselnd Blätter, Sauce und Ricotta in eine Form schichten, mit Mozzarella abschließen.',
      'Bei 180 °C 40 Minuten backen.',
    ],
  },
  {
    title: 'Kichererbsen-Eintopf mit Süßkartoffel',
    teaser: 'Sättigend und schnell: Kichererbsen, Süßkartoffel, Spinat und Tomaten in einem Topf.',
    servings: 4,
    minutes: 35,
    difficulty: 'einfach',
    ingredients: [
      ['2 Dosen', 'Kichererbsen', '237003'],
      ['500 g', 'Süßkartoffeln', '206002'],
      ['200 g', 'Babyspinat', '209007'],
      ['1 Dose', 'Gehackte Tomaten', '100603'],
      ['1', 'Rote Zwiebel', '206004'],
      ['1', 'Chili', '208006'],
    ],
    steps: [
      'Zwiebel und Chili anschwitzen, Süßkartoffel in Würfeln zugeben.',
      'Tomaten, Kichererbsen und etwas Wasser zugeben und 20 Minuten köcheln.',
      'Spinat unterheben, bis er zusammenfällt.',
    ],
  },
  {
    title: 'Risotto mit Bergkäse und Erbsen',
    teaser: 'Cremiges Risotto mit jungen Erbsen, abgerundet mit würzigem Tiroler Bergkäse.',
    servings: 4,
    minutes: 40,
    difficulty: 'mittel',
    ingredients: [
      ['300 g', 'Risottoreis Arborio', '236005'],
      ['300 g', 'Junge Erbsen', '245001'],
      ['100 g', 'Bergkäse', '213001'],
      ['150 ml', 'Grüner Veltliner', '233001'],
      ['1', 'Zwiebel', '206003'],
      ['30 g', 'Teebutter', '217001'],
    ],
    steps: [
      'Zwiebel in Butter anschwitzen, Reis glasig rühren und mit Wein ablöschen.',
      'Nach und nach heiße Suppe angießen und unter Rühren 18 Minuten garen.',
      'Erbsen zugeben, Käse und restliche Butter einrühren.',
    ],
  },
  {
    title: 'Griechischer Bauernsalat',
    teaser: 'Paradeiser, Gurke, Paprika, rote Zwiebel und Schafkäse mit Olivenöl.',
    servings: 2,
    minutes: 15,
    difficulty: 'einfach',
    ingredients: [
      ['250 g', 'Cherrytomaten', '205001'],
      ['1', 'Salatgurke', '205003'],
      ['1', 'Paprika rot', '208001'],
      ['1', 'Rote Zwiebel', '206004'],
      ['200 g', 'Schafkäse', '214003'],
      ['3 EL', 'Olivenöl', '100605'],
    ],
    steps: ['Gemüse in mundgerechte Stücke schneiden.', 'Schafkäse würfeln und darüber verteilen.', 'Mit Olivenöl, Salz und Oregano anmachen.'],
  },
  {
    title: 'Topfenpalatschinken',
    teaser: 'Dünne Palatschinken mit Vanilletopfen gefüllt und im Rohr goldbraun überbacken.',
    servings: 4,
    minutes: 50,
    difficulty: 'mittel',
    ingredients: [
      ['250 ml', 'Vollmilch', '100201'],
      ['3', 'Eier', '100205'],
      ['120 g', 'Mehl glatt', '238001'],
      ['500 g', 'Topfen', '215001'],
      ['2 Päckchen', 'Vanillezucker', '238007'],
      ['125 ml', 'Schlagobers', '217003'],
    ],
    steps: [
      'Milch, Eier und Mehl zu einem glatten Teig verrühren und dünne Palatschinken backen.',
      'Topfen mit Vanillezucker und einem Ei verrühren, die Palatschinken damit füllen und einrollen.',
      'In eine Form legen, mit Obers übergießen und bei 180 °C 20 Minuten backen.',
    ],
  },
  {
    title: 'Forellen-Aufstrich',
    teaser: 'Geräucherte Forelle, Frischkäse und Kren – auf Schwarzbrot die perfekte Jause.',
    servings: 4,
    minutes: 10,
    difficulty: 'einfach',
    ingredients: [
      ['125 g', 'Forellenfilet geräuchert', '225001'],
      ['200 g', 'Frischkäse Natur', '215002'],
      ['1', 'Zitrone', '204001'],
      ['1 Bund', 'Schnittlauch', '209002'],
      ['1 Laib', 'Schwarzbrot', '219003'],
    ],
    steps: ['Forelle zerpflücken und mit Frischkäse verrühren.', 'Mit Zitronensaft, Salz und geriebenem Kren abschmecken.', 'Mit Schnittlauch bestreut auf Schwarzbrot servieren.'],
  },
  {
    title: 'Germknödel mit Mohn und Vanillesauce',
    teaser: 'Flaumige Germknödel mit Powidl, Mohn, Staubzucker und warmer Vanillesauce.',
    servings: 2,
    minutes: 25,
    difficulty: 'einfach',
    ingredients: [
      ['2', 'Germknödel', '244004'],
      ['250 ml', 'Vollmilch', '100201'],
      ['1 Päckchen', 'Vanillezucker', '238007'],
      ['2 EL', 'Staubzucker', '238004'],
      ['40 g', 'Teebutter', '217001'],
      ['2 EL', 'Graumohn gemahlen'],
    ],
    steps: [
      'Germknödel über Dampf 15 Minuten garen.',
      'Milch mit Vanillezucker aufkochen und leicht binden.',
      'Knödel mit zerlassener Butter, Mohn und Staubzucker bestreuen und mit der Sauce servieren.',
    ],
  },
  {
    title: 'Shakshuka mit Paprika',
    teaser: 'Eier in würziger Paprika-Tomaten-Sauce, direkt aus der Pfanne mit Baguette.',
    servings: 2,
    minutes: 25,
    difficulty: 'einfach',
    ingredients: [
      ['4', 'Eier', '218001'],
      ['3', 'Paprika', '208002'],
      ['1 Dose', 'Gehackte Tomaten', '100603'],
      ['1', 'Zwiebel', '206003'],
      ['1', 'Baguette', '219007'],
      ['2 EL', 'Olivenöl', '100605'],
    ],
    steps: [
      'Zwiebel und Paprika in Streifen in Olivenöl weich braten.',
      'Tomaten zugeben, würzen und 10 Minuten köcheln.',
      'Mulden formen, Eier hineinschlagen und zugedeckt stocken lassen; mit Baguette servieren.',
    ],
  },
  {
    title: 'Bananen-Haferdrink-Smoothie',
    teaser: 'Bananen, Heidelbeeren und Haferdrink – in zwei Minuten gemixt.',
    servings: 2,
    minutes: 5,
    difficulty: 'einfach',
    ingredients: [
      ['2', 'Bananen', '100101'],
      ['125 g', 'Heidelbeeren', '203002'],
      ['400 ml', 'Haferdrink', '212002'],
      ['1 EL', 'Waldhonig', '240007'],
    ],
    steps: ['Bananen schälen und in Stücke brechen.', 'Mit Heidelbeeren, Haferdrink und Honig fein mixen.'],
  },
];

/** The shop's recipes; each ingredient the shop sells names its sku, so the recipe page can fill the cart. */
export const seedRecipes: Recipe[] = recipeRows.map(recipe);
