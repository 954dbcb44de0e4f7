import type { Category, ProductTranslations } from '@wallart/domain';
import type { ArtSpec } from './artwork/artwork';
import { DEMO_TRANSLATIONS } from './demo-translations';

/** One product of the demo shop, with the recipe of its procedurally drawn artwork. */
export interface DemoProduct {
  productId: string;
  name: string;
  altNames: string[];
  price: number;
  labeledPrice: number;
  category: Category;
  description: string;
  stock: number;
  /** How many days before seeding the product was added, so "new arrivals" has an order. */
  createdDaysAgo: number;
  art: ArtSpec;
  /** Its Sinhala and Tamil texts, where the demo gives them. */
  translations?: ProductTranslations;
}

const LIVING_ROOM: DemoProduct[] = [
  {
    productId: 'WA-LR-001',
    name: 'Misty Ella Ridge at Dawn',
    altNames: ['Ella Gap', 'hill country mist', 'mountain sunrise'],
    price: 18500,
    labeledPrice: 22000,
    category: 'Living Room',
    description:
      'Layer after layer of blue-grey ridges fade into the first light over the Ella Gap, with mist pooling in every valley. A quiet, airy piece that calms a busy wall. Printed with archival pigment inks on cotton-poly canvas and stretched over a 38 mm pine frame.',
    stock: 14,
    createdDaysAgo: 3,
    art: {
      style: 'landscape',
      palette: ['#a9bfd2', '#f3d3a8', '#8ea3a8', '#4d6470', '#22333d'],
      seed: 1101,
    },
  },
  {
    productId: 'WA-LR-002',
    name: 'Nuwara Eliya Tea Terraces',
    altNames: ['tea estate', 'tea plantation', 'green hills'],
    price: 24000,
    labeledPrice: 24000,
    category: 'Living Room',
    description:
      'Rows of tea bushes curl along the slopes of an upcountry estate while silver oaks stand tall against a hazy morning sky. Deep greens and soft gold make it a warm anchor for a sofa wall. Gallery-wrapped canvas with a satin finish, ready to hang.',
    stock: 22,
    createdDaysAgo: 18,
    art: {
      style: 'landscape',
      palette: ['#c9d8d0', '#f4d9a2', '#8fae8a', '#3f6b45', '#1c3a26'],
      seed: 1102,
      motif: 'tea',
    },
  },
  {
    productId: 'WA-LR-003',
    name: 'Sigiriya in Golden Haze',
    altNames: ['Lion Rock', 'Sigiriya rock fortress', 'ancient citadel'],
    price: 32500,
    labeledPrice: 38000,
    category: 'Living Room',
    description:
      'The Lion Rock rises out of a sea of forested hills, warmed by a late-afternoon haze. Muted apricot and stone tones give the scene a timeless, almost painterly calm. Printed on heavyweight artist canvas with fade-resistant inks and hand-stretched in our Colombo studio.',
    stock: 0,
    createdDaysAgo: 64,
    art: {
      style: 'landscape',
      palette: ['#e9b48a', '#f6d6a8', '#a08575', '#55604c', '#24302a'],
      seed: 1103,
      motif: 'rock',
    },
  },
  {
    productId: 'WA-LR-004',
    name: 'Mirissa Palm Sunset',
    altNames: ['beach sunset', 'coconut palms', 'south coast'],
    price: 15900,
    labeledPrice: 19500,
    category: 'Living Room',
    description:
      'Coconut palms lean over a quiet southern beach as the sun slips toward the Indian Ocean and leaves a trail of light on the water. Peach, turquoise and sand tones bring holiday warmth to any room. Stretched canvas with a protective matte varnish.',
    stock: 31,
    createdDaysAgo: 9,
    art: {
      style: 'coast',
      palette: ['#f2a571', '#ffd59a', '#2f7d8f', '#ead1a8', '#1c2a2b'],
      seed: 1104,
    },
  },
  {
    productId: 'WA-LR-005',
    name: 'Indian Ocean Swell',
    altNames: ['ocean waves', 'sea abstract', 'blue waves'],
    price: 12500,
    labeledPrice: 12500,
    category: 'Living Room',
    description:
      'Rolling bands of sea glass, teal and deep navy stack up like swells on the horizon under a pale sun. A soothing, modern seascape that pairs well with linen and light wood. Giclée print on canvas, edges wrapped in the image.',
    stock: 18,
    createdDaysAgo: 41,
    art: {
      style: 'waves',
      palette: ['#f4e9d8', '#a3cfc9', '#3b8a93', '#1d4e63', '#0f2a3a'],
      seed: 1105,
    },
  },
  {
    productId: 'WA-LR-006',
    name: 'Terracotta Sun Arches',
    altNames: ['boho rainbow', 'mid-century arches', 'sun and arch'],
    price: 8900,
    labeledPrice: 11500,
    category: 'Living Room',
    description:
      'Nested arches in terracotta, mustard and olive sit beneath a round ochre sun on warm cream. A relaxed mid-century design that suits reading corners and bedrooms alike. Printed on matte canvas and stretched over a slim 20 mm frame.',
    stock: 2,
    createdDaysAgo: 27,
    art: {
      style: 'abstract',
      palette: ['#f1e4d0', '#e0a458', '#c26a4a', '#7d8a6a', '#2f3b3a'],
      seed: 1106,
      motif: 'arches',
    },
  },
  {
    productId: 'WA-LR-007',
    name: 'Ember and Clay Colour Field',
    altNames: ['colour field', 'rust abstract', 'modern minimal'],
    price: 27500,
    labeledPrice: 27500,
    category: 'Living Room',
    description:
      'Two soft-edged fields of ember orange and deep clay glow against a charcoal ground, layered like pigment on raw canvas. Contemplative and rich, it holds its own above a long sideboard. Museum-grade canvas with a 38 mm stretcher and hanging wire fitted.',
    stock: 9,
    createdDaysAgo: 88,
    art: {
      style: 'abstract',
      palette: ['#e9c9a6', '#c8643b', '#8a3b2b', '#2a2422'],
      seed: 1107,
      motif: 'field',
    },
  },
  {
    productId: 'WA-LR-008',
    name: 'Tide Pool Shapes',
    altNames: ['organic shapes', 'abstract pebbles', 'Scandi abstract'],
    price: 9800,
    labeledPrice: 12000,
    category: 'Living Room',
    description:
      'Pebble-like forms in sage, blush, mustard and slate drift across an off-white ground with a few fine ink arcs. Playful yet restrained, it brings a gentle lift to neutral interiors. Printed with pigment inks on canvas and finished with a matte coat.',
    stock: 26,
    createdDaysAgo: 12,
    art: {
      style: 'abstract',
      palette: ['#efe6d8', '#d9a28b', '#7f9c96', '#e3b95f', '#2e3a3f'],
      seed: 1108,
      motif: 'blobs',
    },
  },
  {
    productId: 'WA-LR-009',
    name: 'Fern Study in Sage',
    altNames: ['botanical print', 'green leaves', 'plant art'],
    price: 7500,
    labeledPrice: 7500,
    category: 'Living Room',
    description:
      'Fresh fern fronds rise from a stoneware vase in front of a sand-coloured arch. Clean, green and restful, like a window onto a shaded verandah. Printed on fine-texture canvas and stretched over kiln-dried pine.',
    stock: 37,
    createdDaysAgo: 55,
    art: {
      style: 'botanical',
      palette: ['#f1ebe0', '#e2c6a8', '#8aa27c', '#4c6b4f', '#2b3a2f'],
      seed: 1109,
      motif: 'fern',
    },
  },
  {
    productId: 'WA-LR-010',
    name: 'Eucalyptus Arch',
    altNames: ['eucalyptus stems', 'botanical arch', 'silver dollar leaves'],
    price: 7900,
    labeledPrice: 9500,
    category: 'Living Room',
    description:
      'Round silver-green eucalyptus leaves spill from a slate vase against a dusty pink arch. Soft and fresh, it works well in hallways, bedrooms and small living spaces. Gallery-wrapped canvas, sealed against fading and humidity.',
    stock: 12,
    createdDaysAgo: 1,
    art: {
      style: 'botanical',
      palette: ['#f3ece6', '#e6c3b8', '#9db3a6', '#5c7f74', '#34403f'],
      seed: 1110,
      motif: 'eucalyptus',
    },
  },
  {
    productId: 'WA-LR-011',
    name: 'Mid-Century Geometry No. 3',
    altNames: ['Bauhaus print', 'geometric shapes', 'modernist grid'],
    price: 11000,
    labeledPrice: 11000,
    category: 'Living Room',
    description:
      'Quarter circles, half moons and bold blocks of burnt orange, teal and mustard play across a twelve-panel grid. A confident graphic piece with a nod to Bauhaus posters. Printed on canvas with crisp edges and a low-sheen finish.',
    stock: 16,
    createdDaysAgo: 73,
    art: {
      style: 'geometric',
      palette: ['#efe6d6', '#d9823b', '#2f6b6b', '#e2b33c', '#262626'],
      seed: 1111,
      motif: 'bauhaus',
    },
  },
];

const RELIGIOUS: DemoProduct[] = [
  {
    productId: 'WA-RE-001',
    name: 'Lotus at Moonrise',
    altNames: ['pink lotus', 'nelum flower', 'Buddhist lotus'],
    price: 14500,
    labeledPrice: 17500,
    category: 'Religious',
    description:
      'A single pink lotus opens on still water beneath a full moon, its reflection trembling in the ripples. In Buddhist tradition the lotus stands for purity rising from the mud, and this piece carries that quiet meaning. Printed on archival canvas with a soft matte finish.',
    stock: 19,
    createdDaysAgo: 6,
    art: {
      style: 'lotus',
      palette: ['#f3d9d2', '#f6c7a0', '#d9607a', '#4f7a5a', '#1f3b4a'],
      seed: 1201,
    },
  },
  {
    productId: 'WA-RE-002',
    name: 'White Stupa at Dusk, Anuradhapura',
    altNames: ['Ruwanwelisaya', 'dagoba', 'Buddhist stupa'],
    price: 29500,
    labeledPrice: 29500,
    category: 'Religious',
    description:
      'A great white dagoba glows in the last light over the ancient city, mirrored in the still water of a temple tank. Calm lilac and peach tones make it a fitting piece for a shrine room or a peaceful living space. Hand-stretched canvas with archival pigment inks.',
    stock: 1,
    createdDaysAgo: 38,
    art: {
      style: 'stupa',
      palette: ['#6c7fa8', '#f4b88a', '#e9a87c', '#2d3a34', '#1e2b35'],
      seed: 1202,
    },
  },
  {
    productId: 'WA-RE-003',
    name: 'Serene Buddha Beneath the Bodhi',
    altNames: ['meditating Buddha', 'Buddha silhouette', 'Bodhi leaves'],
    price: 21000,
    labeledPrice: 25000,
    category: 'Religious',
    description:
      'A seated Buddha in meditation rests on a lotus base before a soft golden halo, with heart-shaped Bodhi leaves above and oil lamps glowing below. Drawn with restraint and respect in warm, earthy tones. Printed on premium canvas and stretched over a 38 mm frame.',
    stock: 11,
    createdDaysAgo: 21,
    art: {
      style: 'buddha',
      palette: ['#f1e3cf', '#e9b872', '#6f8a5a', '#a0563a', '#3b2a22'],
      seed: 1203,
    },
  },
  {
    productId: 'WA-RE-004',
    name: 'Lotus Pond at First Light',
    altNames: ['water lily pond', 'white lotus', 'meditation art'],
    price: 13500,
    labeledPrice: 13500,
    category: 'Religious',
    description:
      'A pale lotus and its bud rise from a pond of lily pads as dawn turns the sky to butter and mint. Gentle and uplifting, it suits meditation corners and bedrooms. Giclée print on canvas, wrapped edges, ready to hang.',
    stock: 24,
    createdDaysAgo: 97,
    art: {
      style: 'lotus',
      palette: ['#e8efe6', '#f7e3b0', '#e9a3b4', '#5d8a66', '#24423f'],
      seed: 1204,
    },
  },
  {
    productId: 'WA-RE-005',
    name: 'Vinayaka Mandala in Saffron and Gold',
    altNames: ['Ganesha mandala', 'Hindu mandala', 'sacred geometry'],
    price: 16500,
    labeledPrice: 19900,
    category: 'Religious',
    description:
      'Rings of petals in saffron, vermilion and gold unfold around a glowing centre, inspired by the auspicious geometry of Ganesha shrines. Rich and celebratory, it brings warmth to a pooja room or entrance. Printed on canvas with vivid, fade-resistant inks.',
    stock: 15,
    createdDaysAgo: 15,
    art: {
      style: 'mandala',
      palette: ['#f6d27a', '#e0762f', '#c2453a', '#f2b035', '#3a1a2a'],
      seed: 1205,
    },
  },
  {
    productId: 'WA-RE-006',
    name: 'Thai Pongal Kolam',
    altNames: ['kolam', 'rangoli', 'threshold art'],
    price: 9500,
    labeledPrice: 9500,
    category: 'Religious',
    description:
      'Chalk-white petals and dots trace a festive kolam on a terracotta floor, as drawn at Tamil thresholds to welcome prosperity. Simple lines, lasting charm. Printed on textured canvas for a hand-drawn feel.',
    stock: 28,
    createdDaysAgo: 110,
    art: {
      style: 'mandala',
      palette: ['#f6efe2', '#e3a44b', '#9c3d2a'],
      seed: 1206,
      motif: 'kolam',
    },
  },
  {
    productId: 'WA-RE-007',
    name: 'Rose Window of Light',
    altNames: ['stained glass', 'cathedral window', 'Christian art'],
    price: 26000,
    labeledPrice: 31000,
    category: 'Religious',
    description:
      'Jewel-toned panes of ruby, sapphire and emerald radiate from a golden cross in a gothic rose window, with tall lancets below. Light seems to pour through the glass. Printed on canvas with deep, saturated inks and a protective satin coat.',
    stock: 0,
    createdDaysAgo: 46,
    art: {
      style: 'stainedGlass',
      palette: ['#f6e7b0', '#1f4e9c', '#b3242f', '#2e7d4f', '#d9a12b'],
      seed: 1207,
    },
  },
  {
    productId: 'WA-RE-008',
    name: 'Chapel Glass in Amber and Violet',
    altNames: ['church window', 'stained glass cross', 'gothic arch'],
    price: 19500,
    labeledPrice: 19500,
    category: 'Religious',
    description:
      'A pointed chapel window glows in amber, violet and teal around a simple cross of light. Reverent and warm, it suits a prayer corner or a hallway. Canvas print stretched over a 38 mm frame with sealed edges.',
    stock: 8,
    createdDaysAgo: 59,
    art: {
      style: 'stainedGlass',
      palette: ['#f9e9c4', '#d98e2b', '#5b3f8c', '#2a8a86', '#a8322e'],
      seed: 1208,
    },
  },
  {
    productId: 'WA-RE-009',
    name: 'Star and Cross Mihrab',
    altNames: ['Islamic geometric', 'eight-point star', 'mihrab arch'],
    price: 22500,
    labeledPrice: 27000,
    category: 'Religious',
    description:
      'An eight-pointed star-and-cross pattern in teal and ivory fills a pointed mihrab arch, traced in fine gold lines. Precise, balanced and contemplative, after the tilework of classical Islamic architecture. Printed on canvas with crisp line detail.',
    stock: 13,
    createdDaysAgo: 8,
    art: {
      style: 'geometric',
      palette: ['#d9b45a', '#1f5f6b', '#f3ead6', '#0e2a3a'],
      seed: 1209,
      motif: 'islamic',
    },
  },
  {
    productId: 'WA-RE-010',
    name: 'Lapis Star Tessellation',
    altNames: ['Islamic pattern', 'Moorish tiles', 'geometric arch'],
    price: 18000,
    labeledPrice: 18000,
    category: 'Religious',
    description:
      'Interlocking eight-pointed stars in lapis blue and sand repeat beneath a slender arch, outlined in burnished gold. A calm, ordered design that works in modern and traditional rooms alike. Pigment print on canvas, wrapped edges.',
    stock: 17,
    createdDaysAgo: 83,
    art: {
      style: 'geometric',
      palette: ['#e2c27a', '#2a4d8f', '#efe3c8', '#101a33'],
      seed: 1210,
      motif: 'islamic',
    },
  },
  {
    productId: 'WA-RE-011',
    name: 'Vesak Moon over the Dagoba',
    altNames: ['Vesak', 'full moon poya', 'temple at night'],
    price: 24500,
    labeledPrice: 28500,
    category: 'Religious',
    description:
      'A white dagoba stands serene under a Vesak full moon, the evening sky deepening from rose to indigo over the temple trees. A gentle reminder of poya nights and lamp-lit temple grounds. Printed on archival canvas and hand-stretched.',
    stock: 6,
    createdDaysAgo: 0,
    art: {
      style: 'stupa',
      palette: ['#3f4a7a', '#f0b9a0', '#f2d0b0', '#1f2d2a', '#141c2c'],
      seed: 1211,
    },
  },
];

const KITCHEN: DemoProduct[] = [
  {
    productId: 'WA-KI-001',
    name: 'Ceylon Spice Market',
    altNames: ['spice bowls', 'curry spices', 'flat lay spices'],
    price: 11500,
    labeledPrice: 14000,
    category: 'Kitchen',
    description:
      'Bowls of turmeric, chilli, cinnamon and curry powder sit on a weathered table among star anise, cinnamon quills and dried chillies. You can almost smell the market. Printed on wipe-clean satin canvas, made for kitchens.',
    stock: 21,
    createdDaysAgo: 4,
    art: {
      style: 'stillLife',
      palette: ['#b98a5e', '#c8902f', '#a4441f', '#5b3a24'],
      seed: 1301,
      motif: 'spices',
    },
  },
  {
    productId: 'WA-KI-002',
    name: 'Cinnamon and Turmeric Flat Lay',
    altNames: ['spice flat lay', 'kurundu', 'kitchen spices'],
    price: 9900,
    labeledPrice: 9900,
    category: 'Kitchen',
    description:
      'A top-down arrangement of spice bowls in warm golds and rusts on pale oak, scattered with peppercorns and cardamom. Bright and appetising above a counter or breakfast nook. Satin canvas print, stretched and ready to hang.',
    stock: 33,
    createdDaysAgo: 67,
    art: {
      style: 'stillLife',
      palette: ['#d9bf98', '#e0a23a', '#8b4a24', '#4a3222'],
      seed: 1302,
      motif: 'spices',
    },
  },
  {
    productId: 'WA-KI-003',
    name: 'Morning Flat White',
    altNames: ['coffee cup', 'latte art', 'coffee beans'],
    price: 6500,
    labeledPrice: 8000,
    category: 'Kitchen',
    description:
      'A flat white with a latte-art heart waits on a walnut table scattered with roasted beans. A cosy, caffeinated greeting for every morning. Printed on canvas with a wipe-clean satin finish.',
    stock: 38,
    createdDaysAgo: 30,
    art: {
      style: 'stillLife',
      palette: ['#8b6a4e', '#c8902f', '#4a2c1c'],
      seed: 1303,
      motif: 'coffee',
    },
  },
  {
    productId: 'WA-KI-004',
    name: 'Espresso on Pale Oak',
    altNames: ['espresso', 'coffee flat lay', 'cafe kitchen'],
    price: 6800,
    labeledPrice: 6800,
    category: 'Kitchen',
    description:
      'A cup of crema-topped coffee rests on light oak among a scatter of freshly roasted beans. Minimal, modern and made for coffee corners. Stretched canvas with sealed edges.',
    stock: 27,
    createdDaysAgo: 102,
    art: {
      style: 'stillLife',
      palette: ['#d8c1a0', '#b8843a', '#3a2a20'],
      seed: 1304,
      motif: 'coffee',
    },
  },
  {
    productId: 'WA-KI-005',
    name: 'High-Grown Ceylon Tea',
    altNames: ['cup of tea', 'Ceylon tea', 'tea leaves'],
    price: 7200,
    labeledPrice: 8900,
    category: 'Kitchen',
    description:
      'An amber cup of upcountry tea sits beside fresh tea sprigs, loose leaves and a slice of lemon. A tribute to the most famous export of the hill country and to the daily ritual of plain tea. Satin canvas, wipe-clean and fade-resistant.',
    stock: 3,
    createdDaysAgo: 11,
    art: {
      style: 'stillLife',
      palette: ['#d9c4a5', '#c8902f', '#3a5a3a'],
      seed: 1305,
      motif: 'tea',
    },
  },
  {
    productId: 'WA-KI-006',
    name: 'Estate Bungalow Tea Tray',
    altNames: ['afternoon tea', 'tea cup flat lay', 'lemon tea'],
    price: 7800,
    labeledPrice: 7800,
    category: 'Kitchen',
    description:
      'A white teacup of golden tea on a sun-bleached table, framed by glossy tea leaves and a lemon wheel. Fresh, light and quietly nostalgic. Printed on canvas with a satin finish.',
    stock: 19,
    createdDaysAgo: 49,
    art: {
      style: 'stillLife',
      palette: ['#e6dccb', '#d6a24a', '#4d6b3a'],
      seed: 1306,
      motif: 'tea',
    },
  },
  {
    productId: 'WA-KI-007',
    name: 'Citrus Slices on Blush',
    altNames: ['citrus print', 'orange and lime', 'fruit art'],
    price: 5900,
    labeledPrice: 7500,
    category: 'Kitchen',
    description:
      'Juicy wheels of orange, lemon, grapefruit and lime scatter across a blush-pink ground with a few whole fruits. Cheerful, graphic and full of summer. Printed on canvas with bright, fade-resistant inks.',
    stock: 29,
    createdDaysAgo: 2,
    art: {
      style: 'stillLife',
      palette: ['#f0c9b4', '#f29b38', '#e2c13a', '#7db64a', '#d94f4f'],
      seed: 1307,
      motif: 'fruit',
    },
  },
  {
    productId: 'WA-KI-008',
    name: 'Tropical Fruit Stall',
    altNames: ['tropical fruit', 'orange and lime', 'market fruit'],
    price: 6200,
    labeledPrice: 6200,
    category: 'Kitchen',
    description:
      'Oranges, limes and sun-ripe fruit tumble across a teal ground like a roadside fruit stall in the dry zone. Bold colour for a plain kitchen wall. Stretched canvas, satin finish.',
    stock: 4,
    createdDaysAgo: 76,
    art: {
      style: 'stillLife',
      palette: ['#3f8f8a', '#f2a93b', '#9acd4a', '#f26b4a', '#f6d04d'],
      seed: 1308,
      motif: 'fruit',
    },
  },
  {
    productId: 'WA-KI-009',
    name: 'Curry Leaf Kitchen Garden',
    altNames: ['curry leaves', 'herb print', 'kitchen botanical'],
    price: 5500,
    labeledPrice: 5500,
    category: 'Kitchen',
    description:
      'Slender curry-leaf stems and herb sprigs gather in a clay pot before a soft ochre arch. Fresh and homely, for the heart of the house. Printed on fine canvas and stretched over pine.',
    stock: 23,
    createdDaysAgo: 118,
    art: {
      style: 'botanical',
      palette: ['#f4eee2', '#e8c98f', '#86a35a', '#3f6a32', '#7a4a2e'],
      seed: 1309,
      motif: 'fern',
    },
  },
  {
    productId: 'WA-KI-010',
    name: 'Ceylon Tea Vintage Label',
    altNames: ['tea poster', 'vintage tea label', 'retro kitchen print'],
    price: 8500,
    labeledPrice: 10500,
    category: 'Kitchen',
    description:
      'A steaming cup sits in a sunburst badge, styled after the old tea-chest labels of the Colombo auction houses. Retro charm for a kitchen or pantry door. Printed on matte canvas with a subtle paper tone.',
    stock: 2,
    createdDaysAgo: 24,
    art: {
      style: 'poster',
      palette: ['#f1e6cf', '#7aa36f', '#c9872f', '#23382a'],
      seed: 1310,
      motif: 'coffee',
      title: 'CEYLON TEA',
      caption: 'HIGH GROWN',
    },
  },
  {
    productId: 'WA-KI-011',
    name: 'Fresh Catch from Negombo',
    altNames: ['fish poster', 'seafood kitchen art', 'fish market'],
    price: 8200,
    labeledPrice: 8200,
    category: 'Kitchen',
    description:
      'A bright fish swims across a sunburst badge in sea blue and mustard, in the spirit of hand-painted market signs. A fun, graphic piece for a coastal kitchen. Matte canvas print, stretched and ready to hang.',
    stock: 14,
    createdDaysAgo: 57,
    art: {
      style: 'poster',
      palette: ['#f1e4cf', '#5e8fb0', '#e6b14a', '#1d2b44'],
      seed: 1311,
      motif: 'fish',
      title: 'FRESH CATCH',
      caption: 'NEGOMBO',
    },
  },
];

const RESTURANT: DemoProduct[] = [
  {
    productId: 'WA-RS-001',
    name: 'Café Street by Lamplight',
    altNames: ['cafe at night', 'string lights', 'bistro street'],
    price: 23500,
    labeledPrice: 28000,
    category: 'Resturant',
    description:
      'String lights sway above a narrow street where a little café glows under its striped awning and bistro tables wait on the cobbles. Warm, inviting and full of evening chatter. Large-format canvas print, ideal for dining rooms and cafés.',
    stock: 10,
    createdDaysAgo: 5,
    art: {
      style: 'cafe',
      palette: ['#d8c3a5', '#ffc46b', '#7a5a4a', '#b23a3a', '#1c2340'],
      seed: 1401,
    },
  },
  {
    productId: 'WA-RS-002',
    name: 'Galle Fort Evening Terrace',
    altNames: ['Galle Fort cafe', 'colonial street', 'terrace dining'],
    price: 26500,
    labeledPrice: 26500,
    category: 'Resturant',
    description:
      'Old fort houses in ochre and teal light up one window at a time as the café below fills for dinner. A nostalgic evening scene for restaurants, bars and homes that love to host. Printed on canvas with rich, deep blacks.',
    stock: 7,
    createdDaysAgo: 33,
    art: {
      style: 'cafe',
      palette: ['#e0c9a0', '#ffb85c', '#b57f45', '#2f7a74', '#17293a'],
      seed: 1402,
    },
  },
  {
    productId: 'WA-RS-003',
    name: 'Evening Red, Two Glasses',
    altNames: ['red wine', 'wine still life', 'wine bar art'],
    price: 19500,
    labeledPrice: 23500,
    category: 'Resturant',
    description:
      'A bottle of red, two poured glasses and a bunch of grapes wait in candlelit darkness with soft bokeh behind. Moody and elegant, made for wine bars and dining rooms. Printed on canvas with deep, velvety shadows.',
    stock: 4,
    createdDaysAgo: 20,
    art: {
      style: 'stillLife',
      palette: ['#c9a27a', '#e6b35a', '#7a1630', '#1a1214'],
      seed: 1403,
      motif: 'wine',
    },
  },
  {
    productId: 'WA-RS-004',
    name: 'Cellar Candlelight',
    altNames: ['wine cellar', 'wine glasses', 'rosé wine'],
    price: 18500,
    labeledPrice: 18500,
    category: 'Resturant',
    description:
      'A bottle and two glasses of rosé catch the glow of candles in a quiet cellar. Intimate and warm, perfect for a private dining room. Canvas print stretched over a 38 mm frame.',
    stock: 0,
    createdDaysAgo: 92,
    art: {
      style: 'stillLife',
      palette: ['#b08a66', '#f0c27a', '#c2566a', '#1e1a1c'],
      seed: 1404,
      motif: 'wine',
    },
  },
  {
    productId: 'WA-RS-005',
    name: 'Café Colombo Vintage Poster',
    altNames: ['coffee poster', 'retro cafe sign', 'vintage coffee'],
    price: 9500,
    labeledPrice: 12500,
    category: 'Resturant',
    description:
      'A steaming cup in a sunburst roundel, lettered in the style of mid-century café signs. Bold, friendly and instantly at home behind a counter. Matte canvas print with a warm paper tone.',
    stock: 25,
    createdDaysAgo: 14,
    art: {
      style: 'poster',
      palette: ['#f3e6cc', '#e6a04a', '#c8553d', '#2b2d42'],
      seed: 1405,
      motif: 'coffee',
      title: 'CAFÉ',
      caption: 'COLOMBO',
    },
  },
  {
    productId: 'WA-RS-006',
    name: 'Rice and Curry Street Food Poster',
    altNames: ['rice and curry', 'street food poster', 'Sri Lankan food'],
    price: 8900,
    labeledPrice: 8900,
    category: 'Resturant',
    description:
      'A steaming bowl of rice in a sea-green sunburst celebrates the lunch-packet stalls and curry shops of every Sri Lankan town. Graphic, fun and full of appetite. Printed on matte canvas, ready to hang in a restaurant or home kitchen.',
    stock: 20,
    createdDaysAgo: 44,
    art: {
      style: 'poster',
      palette: ['#efe3c8', '#6aa39b', '#e07a3f', '#1f2d3a'],
      seed: 1406,
      motif: 'curry',
      title: 'RICE & CURRY',
      caption: 'STREET FOOD',
    },
  },
  {
    productId: 'WA-RS-007',
    name: 'Galle Fort Seafood Poster',
    altNames: ['seafood poster', 'fish restaurant', 'coastal dining'],
    price: 9200,
    labeledPrice: 11000,
    category: 'Resturant',
    description:
      'A cheerful fish in mustard and sea blue swims through a sunburst badge, in the style of a vintage harbour-side menu board. Made for seafood restaurants and coastal homes. Matte canvas print.',
    stock: 15,
    createdDaysAgo: 69,
    art: {
      style: 'poster',
      palette: ['#f1e4cf', '#5e8fb0', '#e6b14a', '#1d2b44'],
      seed: 1407,
      motif: 'fish',
      title: 'SEAFOOD',
      caption: 'GALLE FORT',
    },
  },
  {
    productId: 'WA-RS-008',
    name: 'Vino Rosso Poster',
    altNames: ['wine poster', 'Italian wine', 'retro bar print'],
    price: 9900,
    labeledPrice: 9900,
    category: 'Resturant',
    description:
      'A glass of deep red stands in a crimson sunburst, lettered like a trattoria sign from the sixties. A stylish accent for bars, bistros and dining rooms. Printed on matte canvas with a paper-like tone.',
    stock: 18,
    createdDaysAgo: 36,
    art: {
      style: 'poster',
      palette: ['#f2e2cf', '#b24a4a', '#7a1630', '#2a1a1f'],
      seed: 1408,
      motif: 'wine',
      title: 'VINO',
      caption: 'EST. 1962',
    },
  },
  {
    productId: 'WA-RS-009',
    name: 'Arrack Sunset Bar Poster',
    altNames: ['cocktail poster', 'arrack', 'beach bar art'],
    price: 8800,
    labeledPrice: 10900,
    category: 'Resturant',
    description:
      'A coconut arrack cocktail with a lemon wheel glows against a coral sunburst. Playful and summery, for bars, rooftops and home drinks trolleys. Matte canvas print, stretched and ready to hang.',
    stock: 22,
    createdDaysAgo: 10,
    art: {
      style: 'poster',
      palette: ['#f4e8d4', '#e98a6b', '#f2c94c', '#2a3b4c'],
      seed: 1409,
      motif: 'cocktail',
      title: 'ARRACK',
      caption: 'SUNSET BAR',
    },
  },
  {
    productId: 'WA-RS-010',
    name: 'Midnight Bistro Lights',
    altNames: ['bistro at night', 'city cafe', 'evening street'],
    price: 21500,
    labeledPrice: 21500,
    category: 'Resturant',
    description:
      'Under a deep blue sky a corner bistro glows gold, its garlands of bulbs strung from house to house. A romantic night scene that sets the mood for dinner. Large canvas print with a satin finish.',
    stock: 9,
    createdDaysAgo: 81,
    art: {
      style: 'cafe',
      palette: ['#c9b8a0', '#ffd27a', '#5d6b7a', '#3c6e5a', '#101a2e'],
      seed: 1410,
    },
  },
  {
    productId: 'WA-RS-011',
    name: 'Noodle Bar Late Night Poster',
    altNames: ['noodle poster', 'ramen bar', 'Asian street food'],
    price: 8500,
    labeledPrice: 9800,
    category: 'Resturant',
    description:
      'A steaming bowl of noodles and a pair of chopsticks glow inside a turmeric-yellow sunburst, lettered like a late-night noodle-bar sign. Warm, graphic and full of character. Printed on matte canvas with a vintage paper tone.',
    stock: 12,
    createdDaysAgo: 52,
    art: {
      style: 'poster',
      palette: ['#f3e7cd', '#e8b53a', '#b8502e', '#2d2a26'],
      seed: 1411,
      motif: 'noodles',
      title: 'NOODLE BAR',
      caption: 'OPEN LATE',
    },
  },
];

/** The demo shop's catalogue: eleven products in each of the four categories. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...LIVING_ROOM,
  ...RELIGIOUS,
  ...KITCHEN,
  ...RESTURANT,
].map((product) => {
  const translations = DEMO_TRANSLATIONS[product.productId];
  return translations ? { ...product, translations } : product;
});
