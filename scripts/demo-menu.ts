// The demo's menu (scripts/demo-content.ts): each destination's sections and dishes, in Italian
// with their English, and the allergens, diets and frozen mark the owner would tick.
import type { AllergenCode, DietCode } from '../domain/allergen-codes.ts';
import type { DishFacts } from '../domain/allergens.ts';

export type Destination = 'mare' | 'montagna';

/** A dish's allergens, diets and frozen mark (domain/allergens.ts), as the owner would tick them. */
const F = (allergens: AllergenCode[], diets: DietCode[] = [], frozen = false): DishFacts => ({ allergens, diets, frozen });

/** A text's English, as an English menu would write it (a well-known Italian name kept as it is). */
type English = readonly [name: string, description: string];

type DemoItem = [name: string, description: string, price: string, facts: DishFacts, english: English];

/** The house's dessert, on both menus. */
const TIRAMISU: DemoItem = [
  'Tiramisù della casa',
  'Savoiardi, mascarpone e caffè della moka',
  '€ 7',
  F(['glutine', 'uova', 'latte'], ['vegetariano']),
  ['House tiramisù', 'Sponge fingers, mascarpone and moka-pot coffee'],
];

export const MENU: Record<Destination, { title: string; titleEn: string; items: DemoItem[] }[]> = {
  mare: [
    {
      title: 'Antipasti di mare',
      titleEn: 'Seafood starters',
      items: [
        [
          'Crudo del giorno',
          'Pescato del mattino, agrumi, olio del Garda e sale in fiocchi',
          '€ 18',
          F(['pesce', 'crostacei', 'molluschi'], ['senza-glutine'], true),
          ['Raw fish of the day', 'This morning’s catch, citrus, Lake Garda olive oil and flaked sea salt'],
        ],
        [
          'Polpo arrostito',
          'Crema di patate affumicate, olive taggiasche e paprika dolce',
          '€ 15',
          F(['molluschi'], ['senza-glutine'], true),
          ['Roast octopus', 'Smoked potato cream, Taggiasca olives and sweet paprika'],
        ],
        [
          'Alici marinate',
          'Pane tostato al burro salato e cipolla rossa in agrodolce',
          '€ 12',
          F(['pesce', 'glutine', 'latte', 'solfiti'], [], true),
          ['Marinated anchovies', 'Toast with salted butter and sweet-and-sour red onion'],
        ],
      ],
    },
    {
      title: 'Primi di mare',
      titleEn: 'Seafood first courses',
      items: [
        [
          'Spaghetti alle vongole',
          'Vongole veraci aperte al momento, aglio dolce, prezzemolo e una grattugiata di bottarga di muggine',
          '€ 17',
          F(['glutine', 'molluschi', 'pesce']),
          ['Spaghetti alle vongole', 'Palourde clams opened to order, mellow garlic, parsley and a grating of grey mullet bottarga'],
        ],
        [
          'Risotto ai frutti di mare',
          'Carnaroli mantecato con un fumetto di crostacei: cozze, vongole, gamberi e scampi',
          '€ 19',
          F(['crostacei', 'molluschi', 'sedano', 'latte', 'solfiti'], ['senza-glutine']),
          ['Seafood risotto', 'Carnaroli rice cooked in a shellfish stock and finished creamy: mussels, clams, prawns and langoustines'],
        ],
        [
          'Tagliolini al nero',
          'Pasta fresca al nero di seppia, calamari e pomodorini',
          '€ 16',
          F(['glutine', 'uova', 'molluschi']),
          ['Squid ink tagliolini', 'Fresh cuttlefish ink pasta, squid and cherry tomatoes'],
        ],
      ],
    },
    {
      title: 'Secondi di mare',
      titleEn: 'Seafood mains',
      items: [
        [
          'Branzino al forno',
          'Cotto intero al forno con patate, olive, capperi e pomodorini confit',
          '€ 24',
          F(['pesce'], ['senza-glutine']),
          ['Baked sea bass', 'Baked whole with potatoes, olives, capers and confit cherry tomatoes'],
        ],
        [
          'Frittura di paranza',
          'Pesce del giorno, verdure croccanti e maionese al limone',
          '€ 20',
          F(['pesce', 'glutine', 'uova', 'senape']),
          ['Mixed fried fish', 'Fish of the day, crisp vegetables and lemon mayonnaise'],
        ],
        [
          'Tonno scottato',
          'Crosta di sesamo, cipollotto e salsa alla soia',
          '€ 23',
          F(['pesce', 'sesamo', 'soia', 'glutine'], [], true),
          ['Seared tuna', 'Sesame crust, spring onion and soy sauce'],
        ],
      ],
    },
    {
      title: 'Dolci',
      titleEn: 'Desserts',
      items: [
        TIRAMISU,
        [
          'Sorbetto al limone',
          'Limoni di Sorrento e menta fresca',
          '€ 6',
          F([], ['vegano', 'vegetariano', 'senza-glutine']),
          ['Lemon sorbet', 'Sorrento lemons and fresh mint'],
        ],
      ],
    },
  ],
  montagna: [
    {
      title: 'Antipasti di terra',
      titleEn: 'Starters from the land',
      items: [
        [
          'Tagliere di salumi e formaggi',
          'Bresaola, violino di capra, bitto e mostarda di Cremona',
          '€ 16',
          F(['latte', 'senape', 'solfiti'], ['senza-glutine']),
          ['Cured meat and cheese board', 'Bresaola, cured leg of goat, Bitto cheese and Cremona mostarda'],
        ],
        [
          'Mondeghili',
          'Le polpette milanesi della tradizione, con salsa verde',
          '€ 11',
          F(['glutine', 'uova', 'latte', 'pesce']),
          ['Mondeghili', 'Traditional Milanese meatballs with salsa verde'],
        ],
        [
          'Vitello tonnato',
          'Girello rosa, salsa tonnata e capperi di Pantelleria',
          '€ 14',
          F(['pesce', 'uova', 'senape'], ['senza-glutine']),
          ['Vitello tonnato', 'Veal cooked pink, tuna sauce and Pantelleria capers'],
        ],
      ],
    },
    {
      title: 'Primi di montagna',
      titleEn: 'Mountain first courses',
      items: [
        [
          'Risotto alla milanese',
          'Zafferano in pistilli e midollo, come da tradizione',
          '€ 16',
          F(['latte', 'sedano', 'solfiti'], ['senza-glutine']),
          ['Risotto alla milanese', 'Saffron threads and bone marrow, the traditional way'],
        ],
        [
          'Pizzoccheri',
          'La ricetta della Valtellina: grano saraceno, verza, patate, casera e burro fuso alla salvia',
          '€ 15',
          F(['glutine', 'latte'], ['vegetariano']),
          ['Pizzoccheri', 'The Valtellina recipe: buckwheat pasta, Savoy cabbage, potatoes, Casera cheese and melted sage butter'],
        ],
        [
          'Tagliatelle al ragù',
          'Pasta all’uovo tirata a mano e ragù cotto sei ore',
          '€ 14',
          F(['glutine', 'uova', 'sedano', 'solfiti']),
          ['Tagliatelle al ragù', 'Hand-rolled egg pasta with a ragù slow-cooked for six hours'],
        ],
      ],
    },
    {
      title: 'Secondi di montagna',
      titleEn: 'Mountain mains',
      items: [
        [
          'Cotoletta alla milanese',
          'Costoletta di vitello con l’osso, burro chiarificato e limone',
          '€ 26',
          F(['glutine', 'uova', 'latte']),
          ['Cotoletta alla milanese', 'Bone-in veal cutlet, fried in clarified butter, with lemon'],
        ],
        [
          'Ossobuco con gremolata',
          'Servito con risotto giallo',
          '€ 25',
          F(['glutine', 'sedano', 'latte', 'solfiti']),
          ['Ossobuco with gremolata', 'Served with saffron risotto'],
        ],
        [
          'Brasato al Barolo',
          'Manzo brasato per ore nel Barolo, servito con polenta di mais otto file',
          '€ 23',
          F(['sedano', 'solfiti'], ['senza-glutine']),
          ['Beef braised in Barolo', 'Beef braised for hours in Barolo, served with heritage eight-row maize polenta'],
        ],
      ],
    },
    {
      title: 'Dolci',
      titleEn: 'Desserts',
      items: [
        TIRAMISU,
        [
          'Panna cotta',
          'Frutti di bosco della Valtellina',
          '€ 6',
          F(['latte'], ['vegetariano', 'senza-glutine'], true),
          ['Panna cotta', 'Wild berries from Valtellina'],
        ],
      ],
    },
  ],
};

/**
 * The featured dishes, in the order of their photos (photos.dishes), whose titles are their Italian
 * names. A featured dish that is on the menu is that dish (the site tells dishes by their name): its
 * words and allergens are the menu's, read from MENU, never written twice. One that is not on the
 * menu has its own.
 */
/** A dish's words and facts: its description, allergens and diets, and its English. */
export type DishTexts = [description: string, facts: DishFacts, english: English];

export const OWN_DISH_TEXTS: Record<string, DishTexts> = {
  'Polenta e funghi porcini': [
    'Polenta di mais otto file con porcini trifolati e una nota di timo.',
    F(['latte'], ['vegetariano', 'senza-glutine'], true),
    ['Polenta with porcini', 'Heritage eight-row maize polenta with porcini sautéed in garlic and parsley, and a hint of thyme.'],
  ],
};
