/**
 * Dishes by kind of kitchen. Prices are rupees at a moderate (₹₹) restaurant; the seed scales them by price range.
 * Attribute and add-on prices are kept as written.
 */
import type { FoodType } from "@zaika/contract/product";
import type { ArtKey } from "@zaika/seed-artwork/catalogue";
import type { CategoryName } from "./categories";

export interface AttributeSeed {
  name: string;
  required: boolean;
  options: Array<{ name: string; extra: number }>;
}
export interface AddonSeed {
  name: string;
  price: number;
}
export interface DishSeed {
  name: string;
  description: string;
  price: number;
  category: CategoryName;
  foodType: FoodType;
  art: ArtKey;
  /** Minutes. */
  prep: number;
  attributes: AttributeSeed[];
  addons: AddonSeed[];
}

type Extras = { prep?: number; attributes?: AttributeSeed[]; addons?: AddonSeed[] };

const make =
  (foodType: FoodType) =>
  (name: string, price: number, category: CategoryName, art: ArtKey, description: string, extras: Extras = {}) =>
    ({
      name,
      description,
      price,
      category,
      foodType,
      art,
      prep: extras.prep ?? 20,
      attributes: extras.attributes ?? [],
      addons: extras.addons ?? [],
    }) satisfies DishSeed;
const veg = make("veg");
const nonVeg = make("non-veg");
const egg = make("egg");

// ── Choices ─────────────────────────────────────────────────────────────────────────────────────────────────────

const options = (...pairs: Array<[string, number]>) => pairs.map(([name, extra]) => ({ name, extra }));

const portion = (full: number): AttributeSeed => ({
  name: "Portion",
  required: true,
  options: options(["Half", 0], ["Full", full]),
});
const size = (large = 60): AttributeSeed => ({
  name: "Size",
  required: true,
  options: options(["Regular", 0], ["Large", large]),
});
const SPICE: AttributeSeed = {
  name: "Spice level",
  required: false,
  options: options(["Mild", 0], ["Medium", 0], ["Hot", 0]),
};
const PIZZA_SIZE: AttributeSeed = {
  name: "Size",
  required: true,
  options: options(['Regular (7")', 0], ['Medium (10")', 150], ['Large (12")', 280]),
};
const CRUST: AttributeSeed = {
  name: "Crust",
  required: true,
  options: options(["Classic hand tossed", 0], ["Thin crust", 0], ["Cheese burst", 89]),
};
const PIECES: AttributeSeed = { name: "Pieces", required: true, options: options(["6 pcs", 0], ["10 pcs", 60]) };
const SUGAR: AttributeSeed = {
  name: "Sugar",
  required: false,
  options: options(["Regular", 0], ["Less sugar", 0], ["No sugar", 0]),
};
const MILK: AttributeSeed = { name: "Milk", required: false, options: options(["Regular", 0], ["Oat milk", 40]) };
const BREAD: AttributeSeed = {
  name: "Bread",
  required: true,
  options: options(["Tawa roti", 0], ["Butter naan", 30], ["Lachha paratha", 25]),
};
const CAKE_WEIGHT: AttributeSeed = { name: "Weight", required: true, options: options(["500 g", 0], ["1 kg", 420]) };
const SWEET_WEIGHT: AttributeSeed = {
  name: "Quantity",
  required: true,
  options: options(["250 g", 0], ["500 g", 150], ["1 kg", 420]),
};
const PLATE: AttributeSeed = { name: "Plate", required: true, options: options(["Regular", 0], ["Jumbo", 30]) };
const DOSA_STYLE: AttributeSeed = {
  name: "Style",
  required: false,
  options: options(["Classic", 0], ["Ghee roast", 30], ["Paper thin", 20]),
};
const RICE_BASE: AttributeSeed = {
  name: "Rice",
  required: false,
  options: options(["Regular basmati", 0], ["Brown rice", 30]),
};

// ── Add-ons ─────────────────────────────────────────────────────────────────────────────────────────────────────

const addons = (...pairs: Array<[string, number]>) => pairs.map(([name, price]) => ({ name, price }));
const CURRY_ADDONS = addons(["Extra butter", 15], ["Extra gravy", 40], ["Onion salad", 20], ["Roasted papad", 15]);
const DAL_ADDONS = addons(["Extra butter", 15], ["Jeera rice (half)", 60], ["Roasted papad", 15]);
const BREAD_ADDONS = addons(["Butter", 15], ["Garlic & coriander", 10]);
const BIRYANI_VEG_ADDONS = addons(["Raita", 25], ["Mirchi ka salan", 30], ["Fried onions", 10]);
const BIRYANI_NONVEG_ADDONS = addons(
  ["Raita", 25],
  ["Mirchi ka salan", 30],
  ["Extra chicken piece", 60],
  ["Boiled egg", 20],
);
const PIZZA_ADDONS = addons(["Extra cheese", 50], ["Jalapeños", 35], ["Black olives", 35], ["Paneer", 60]);
const CHICKEN_PIZZA_ADDONS = addons(["Extra cheese", 50], ["Jalapeños", 35], ["Extra chicken", 70]);
const BURGER_ADDONS = addons(["Cheese slice", 20], ["French fries", 59], ["Cold drink", 40]);
const CHAAT_ADDONS = addons(["Extra sev", 10], ["Dahi", 15], ["Extra chutney", 10]);
const POHA_ADDONS = addons(["Jalebi (50 g)", 25], ["Extra sev", 10], ["Usal", 20]);
const DOSA_ADDONS = addons(["Extra sambar", 20], ["Extra chutney", 15], ["Butter", 15], ["Cheese", 30]);
const CHINESE_ADDONS = addons(["Extra schezwan sauce", 15], ["Extra veggies", 25]);
const MOMO_ADDONS = addons(["Extra red chutney", 10], ["Mayo dip", 15]);
const SHAKE_ADDONS = addons(["Scoop of ice cream", 40], ["Whipped cream", 25]);
const COFFEE_ADDONS = addons(["Extra shot", 30], ["Hazelnut syrup", 30]);
const DESSERT_ADDONS = addons(["Vanilla scoop", 40], ["Rabri", 40]);
const THALI_ADDONS = addons(["Extra roti", 15], ["Sweet of the day", 30], ["Chaas", 25]);
const ROLL_ADDONS = addons(["Extra cheese", 30], ["Mint mayo", 10]);
const CAKE_ADDONS = addons(["Candles", 20], ["Message on cake", 0], ["Party popper", 30]);
const TIKKA_ADDONS = addons(["Mint chutney", 10], ["Lachha onion", 20], ["Butter naan", 50]);
const SANDWICH_ADDONS = addons(["Extra cheese", 25], ["French fries", 59]);
const SALAD_ADDONS = addons(["Grilled paneer", 60], ["Avocado", 70], ["Extra dressing", 20]);

// ── Menus by kind of kitchen ────────────────────────────────────────────────────────────────────────────────────

export const MENUS = {
  "indori-street": [
    veg(
      "Indori Poha",
      40,
      "Breakfast",
      "poha",
      "Steamed flattened rice with mustard, fennel and turmeric, topped with sev, onion, pomegranate and a squeeze of lemon.",
      { prep: 8, addons: POHA_ADDONS },
    ),
    veg(
      "Poha Jalebi Combo",
      70,
      "Breakfast",
      "poha",
      "Indore's favourite breakfast: a plate of poha with 100 g of hot, crisp jalebi.",
      { prep: 10, addons: POHA_ADDONS },
    ),
    veg(
      "Hot Jalebi (250 g)",
      80,
      "Street Food",
      "jalebi",
      "Crisp spirals fried in desi ghee and soaked in saffron syrup, served hot.",
      { prep: 10 },
    ),
    veg(
      "Bhutte ka Kees",
      80,
      "Street Food",
      "bhutte-ka-kees",
      "Grated sweet corn cooked in milk with green chilli, mustard seeds and fresh coconut: a Sarafa classic.",
      { prep: 12, addons: addons(["Extra coconut", 10], ["Lemon", 5]) },
    ),
    veg(
      "Khopra Pattice (2 pcs)",
      60,
      "Street Food",
      "khopra-pattice",
      "Crisp potato shells stuffed with coconut, raisins and cashews, with green and tamarind chutneys.",
      { prep: 10, addons: CHAAT_ADDONS },
    ),
    veg(
      "Garadu",
      90,
      "Street Food",
      "garadu",
      "Fried purple yam cubes tossed in chaat masala and lemon: Indore's winter favourite.",
      { prep: 12, attributes: [PLATE] },
    ),
    veg(
      "Sabudana Khichdi",
      60,
      "Breakfast",
      "sabudana-khichdi",
      "Soft tapioca pearls with roasted peanuts, green chilli and curry leaves.",
      { prep: 10 },
    ),
    veg(
      "Samosa (2 pcs)",
      40,
      "Street Food",
      "samosa",
      "Flaky pastry filled with spiced potato and peas, with tamarind and mint chutney.",
      { prep: 8, addons: CHAAT_ADDONS },
    ),
    veg(
      "Khasta Kachori (2 pcs)",
      40,
      "Street Food",
      "kachori",
      "Crisp kachori filled with spiced moong dal, topped with sev and chutneys.",
      { prep: 8, addons: CHAAT_ADDONS },
    ),
    veg(
      "Pani Puri (6 pcs)",
      40,
      "Street Food",
      "pani-puri",
      "Crisp puris with potato and chickpeas, and six flavours of tangy pani.",
      { prep: 6, attributes: [SPICE] },
    ),
    veg(
      "Dahi Puri",
      70,
      "Street Food",
      "dahi-puri",
      "Puris filled with potato, sweet curd, chutneys, sev and pomegranate.",
      { prep: 8, addons: CHAAT_ADDONS },
    ),
    veg(
      "Bhel Puri",
      60,
      "Street Food",
      "bhel",
      "Puffed rice tossed with onion, tomato, sev, peanuts and tangy chutneys.",
      { prep: 6, attributes: [SPICE] },
    ),
    veg(
      "Aloo Tikki Chaat",
      70,
      "Street Food",
      "aloo-tikki",
      "Crisp potato patties topped with curd, chutneys, sev and pomegranate.",
      { prep: 10, addons: CHAAT_ADDONS },
    ),
    veg(
      "Pav Bhaji",
      120,
      "Street Food",
      "pav-bhaji",
      "Buttery mashed vegetable bhaji with two toasted pav, onion and lemon.",
      { prep: 15, attributes: [SPICE], addons: addons(["Extra pav", 20], ["Extra butter", 15], ["Cheese", 30]) },
    ),
    veg(
      "Vada Pav",
      40,
      "Street Food",
      "vada-pav",
      "Spiced potato vada in a soft pav with dry garlic chutney and fried chilli.",
      { prep: 8 },
    ),
    veg(
      "Sev Tamatar",
      150,
      "North Indian",
      "sev-tamatar",
      "Malwa-style tangy tomato curry finished with thick Ratlami sev.",
      { prep: 15, attributes: [SPICE], addons: CURRY_ADDONS },
    ),
    veg("Shikanji", 40, "Beverages", "shikanji", "Chilled lemonade with black salt and roasted cumin.", {
      prep: 4,
      attributes: [SUGAR],
    }),
    veg("Kulhad Chai", 40, "Beverages", "kulhad-chai", "Strong ginger-cardamom tea served in a clay kulhad.", {
      prep: 5,
      attributes: [SUGAR],
    }),
    veg(
      "Mawa Bati",
      60,
      "Sweets",
      "mawa-bati",
      "Indore's own: khoya dumplings stuffed with dry fruit, fried and soaked in syrup.",
      { prep: 5 },
    ),
    veg("Jalebi with Rabri", 110, "Desserts", "jalebi-rabri", "Hot jalebi with chilled, saffron-scented rabri.", {
      prep: 8,
    }),
  ],
  "north-veg": [
    veg(
      "Paneer Butter Masala",
      240,
      "North Indian",
      "paneer-makhani",
      "Soft paneer in a silky tomato, butter and cashew gravy.",
      { attributes: [portion(110), SPICE], addons: CURRY_ADDONS },
    ),
    veg(
      "Kadai Paneer",
      230,
      "North Indian",
      "kadai-paneer",
      "Paneer, capsicum and onion tossed with freshly pounded kadai masala.",
      { attributes: [portion(100), SPICE], addons: CURRY_ADDONS },
    ),
    veg(
      "Palak Paneer",
      220,
      "North Indian",
      "palak-paneer",
      "Cottage cheese in a smooth, garlicky spinach gravy finished with cream.",
      { attributes: [portion(100)], addons: CURRY_ADDONS },
    ),
    veg(
      "Dal Makhani",
      190,
      "North Indian",
      "dal-makhani",
      "Black lentils slow-cooked overnight with butter and cream.",
      { prep: 15, attributes: [portion(80)], addons: DAL_ADDONS },
    ),
    veg(
      "Dal Tadka",
      160,
      "North Indian",
      "dal-tadka",
      "Yellow dal tempered with ghee, cumin, garlic and dried red chilli.",
      { prep: 15, attributes: [SPICE], addons: DAL_ADDONS },
    ),
    veg("Chole Masala", 170, "North Indian", "chole", "Punjabi-style chickpeas in a dark, tangy onion-tomato gravy.", {
      attributes: [SPICE],
      addons: CURRY_ADDONS,
    }),
    veg(
      "Rajma Masala",
      170,
      "North Indian",
      "rajma",
      "Kidney beans simmered in a home-style gravy; best with jeera rice.",
      { addons: DAL_ADDONS },
    ),
    veg(
      "Malai Kofta",
      230,
      "North Indian",
      "malai-kofta",
      "Paneer and potato dumplings in a mildly sweet, creamy cashew gravy.",
      { attributes: [portion(100)], addons: CURRY_ADDONS },
    ),
    veg("Mix Veg", 180, "North Indian", "mix-veg", "Seasonal vegetables cooked with onion, tomato and garam masala.", {
      attributes: [SPICE],
      addons: CURRY_ADDONS,
    }),
    veg("Jeera Rice", 130, "North Indian", "jeera-rice", "Basmati rice tempered with cumin and ghee.", { prep: 12 }),
    veg("Butter Naan", 50, "North Indian", "naan", "Soft leavened bread from the tandoor, brushed with butter.", {
      prep: 8,
      addons: BREAD_ADDONS,
    }),
    veg("Garlic Naan", 70, "North Indian", "garlic-naan", "Tandoor naan with chopped garlic and coriander.", {
      prep: 8,
      addons: BREAD_ADDONS,
    }),
    veg("Tandoori Roti", 40, "North Indian", "roti", "Whole-wheat bread baked in the tandoor.", {
      prep: 6,
      addons: BREAD_ADDONS,
    }),
    veg("Lachha Paratha", 60, "North Indian", "paratha", "Flaky, many-layered whole-wheat paratha.", {
      prep: 8,
      addons: BREAD_ADDONS,
    }),
    veg(
      "Amritsari Kulcha",
      100,
      "North Indian",
      "kulcha",
      "Stuffed potato-onion kulcha from the tandoor with butter, chole on the side.",
      { prep: 12, addons: BREAD_ADDONS },
    ),
    veg("Chole Bhature", 150, "North Indian", "bhatura", "Two puffed bhature with spicy chole, pickle and onion.", {
      prep: 12,
      addons: addons(["Extra bhatura", 40], ["Lassi", 60]),
    }),
    veg(
      "Paneer Tikka",
      260,
      "Kebabs & Tandoori",
      "paneer-tikka",
      "Paneer, capsicum and onion marinated in hung curd and spices, charred in the tandoor.",
      { attributes: [portion(120)], addons: TIKKA_ADDONS },
    ),
    veg(
      "Tandoori Mushroom Tikka",
      240,
      "Kebabs & Tandoori",
      "mushroom-tikka",
      "Button mushrooms in a smoky tandoori marinade.",
      { addons: TIKKA_ADDONS },
    ),
    veg("Tomato Shorba", 110, "North Indian", "tomato-soup", "Spiced tomato soup with a swirl of cream.", { prep: 10 }),
    veg(
      "Gulab Jamun (2 pcs)",
      60,
      "Desserts",
      "gulab-jamun",
      "Khoya dumplings fried golden and soaked in rose-cardamom syrup.",
      { prep: 4, addons: DESSERT_ADDONS },
    ),
    veg("Sweet Lassi", 80, "Beverages", "lassi", "Thick churned curd with sugar, topped with malai and dry fruit.", {
      prep: 5,
      attributes: [size(40)],
    }),
    veg("Masala Chaas", 50, "Beverages", "chaas", "Spiced buttermilk with roasted cumin and mint.", { prep: 4 }),
  ],
  "north-nonveg": [
    nonVeg(
      "Butter Chicken",
      320,
      "North Indian",
      "butter-chicken",
      "Tandoori chicken in a velvety tomato, butter and fenugreek gravy.",
      { attributes: [portion(150), SPICE], addons: CURRY_ADDONS },
    ),
    nonVeg("Chicken Curry", 280, "North Indian", "chicken-curry", "Home-style chicken curry with whole spices.", {
      attributes: [portion(130), SPICE],
      addons: CURRY_ADDONS,
    }),
    nonVeg(
      "Mutton Rogan Josh",
      420,
      "North Indian",
      "rogan-josh",
      "Kashmiri-style tender mutton in a fiery red gravy of Kashmiri chillies.",
      { prep: 25, attributes: [portion(200)], addons: CURRY_ADDONS },
    ),
    nonVeg(
      "Chicken Tikka",
      300,
      "Kebabs & Tandoori",
      "chicken-tikka",
      "Boneless chicken in a yoghurt and spice marinade, charred in the tandoor.",
      { attributes: [portion(140)], addons: TIKKA_ADDONS },
    ),
    nonVeg(
      "Tandoori Chicken",
      320,
      "Kebabs & Tandoori",
      "tandoori-chicken",
      "Bone-in chicken marinated overnight and roasted in the tandoor.",
      { prep: 25, attributes: [portion(160)], addons: TIKKA_ADDONS },
    ),
    nonVeg(
      "Mutton Seekh Kebab",
      340,
      "Kebabs & Tandoori",
      "seekh-kebab",
      "Minced mutton with herbs, skewered and grilled over coal.",
      { attributes: [portion(150)], addons: TIKKA_ADDONS },
    ),
    nonVeg(
      "Fish Tikka",
      380,
      "Kebabs & Tandoori",
      "fish-tikka",
      "Basa fillets in an ajwain marinade, grilled in the tandoor.",
      { addons: TIKKA_ADDONS },
    ),
    nonVeg("Goan Fish Curry", 340, "North Indian", "fish-curry", "Fish in a coconut and kokum curry.", {
      attributes: [SPICE],
      addons: CURRY_ADDONS,
    }),
    egg("Egg Curry", 180, "North Indian", "egg-curry", "Boiled eggs in a spicy onion-tomato masala.", {
      attributes: [SPICE],
      addons: CURRY_ADDONS,
    }),
    nonVeg(
      "Chicken Dum Biryani",
      260,
      "Biryani",
      "chicken-biryani",
      "Long-grain basmati and chicken layered with saffron and fried onions, sealed and slow-cooked.",
      { prep: 25, attributes: [portion(120)], addons: BIRYANI_NONVEG_ADDONS },
    ),
    nonVeg(
      "Mutton Dum Biryani",
      360,
      "Biryani",
      "mutton-biryani",
      "Tender mutton and aged basmati on dum, with mint and saffron.",
      { prep: 30, attributes: [portion(170)], addons: BIRYANI_NONVEG_ADDONS },
    ),
    nonVeg(
      "Chicken Tikka Roll",
      160,
      "Rolls & Wraps",
      "chicken-roll",
      "Chicken tikka with onion and mint mayo in a flaky paratha.",
      { prep: 10, addons: ROLL_ADDONS },
    ),
  ],
  biryani: [
    nonVeg(
      "Hyderabadi Chicken Biryani",
      260,
      "Biryani",
      "chicken-biryani",
      "Chicken marinated in yoghurt and spices, layered with basmati and cooked on dum.",
      { prep: 25, attributes: [portion(120), SPICE], addons: BIRYANI_NONVEG_ADDONS },
    ),
    nonVeg(
      "Mutton Biryani",
      360,
      "Biryani",
      "mutton-biryani",
      "Tender mutton and aged basmati slow-cooked with saffron and mint.",
      { prep: 30, attributes: [portion(170), SPICE], addons: BIRYANI_NONVEG_ADDONS },
    ),
    egg("Egg Biryani", 200, "Biryani", "egg-biryani", "Fragrant biryani rice with masala-fried boiled eggs.", {
      prep: 20,
      attributes: [portion(90)],
      addons: BIRYANI_VEG_ADDONS,
    }),
    nonVeg(
      "Chicken 65 Biryani",
      290,
      "Biryani",
      "chicken-biryani",
      "Dum biryani topped with crisp, fiery Chicken 65.",
      { prep: 25, attributes: [portion(130), SPICE], addons: BIRYANI_NONVEG_ADDONS },
    ),
    nonVeg(
      "Prawn Biryani",
      380,
      "Biryani",
      "chicken-biryani",
      "Coastal-style biryani with juicy prawns and curry leaves.",
      { prep: 25, addons: BIRYANI_NONVEG_ADDONS },
    ),
    nonVeg(
      "Chicken 65",
      260,
      "Chinese",
      "chilli-chicken",
      "Crisp, spicy fried chicken tossed with curry leaves and green chilli.",
      { attributes: [SPICE] },
    ),
    nonVeg(
      "Chicken Tikka",
      300,
      "Kebabs & Tandoori",
      "chicken-tikka",
      "Boneless chicken in a yoghurt and spice marinade, charred in the tandoor.",
      { attributes: [portion(140)], addons: TIKKA_ADDONS },
    ),
    nonVeg(
      "Chicken Seekh Kebab",
      290,
      "Kebabs & Tandoori",
      "seekh-kebab",
      "Minced chicken with herbs, skewered and grilled over coal.",
      { attributes: [portion(130)], addons: TIKKA_ADDONS },
    ),
    nonVeg(
      "Tandoori Chicken",
      320,
      "Kebabs & Tandoori",
      "tandoori-chicken",
      "Bone-in chicken marinated overnight and roasted in the tandoor.",
      { prep: 25, attributes: [portion(160)], addons: TIKKA_ADDONS },
    ),
    nonVeg(
      "Butter Chicken",
      320,
      "North Indian",
      "butter-chicken",
      "Tandoori chicken in a velvety tomato, butter and fenugreek gravy.",
      { attributes: [portion(150)], addons: CURRY_ADDONS },
    ),
    nonVeg(
      "Chicken Korma",
      300,
      "North Indian",
      "chicken-curry",
      "Chicken in a rich, mildly spiced gravy of yoghurt, cashew and fried onion.",
      { attributes: [portion(140)], addons: CURRY_ADDONS },
    ),
    egg("Egg Curry", 180, "North Indian", "egg-curry", "Boiled eggs in a spicy onion-tomato masala.", {
      attributes: [SPICE],
      addons: CURRY_ADDONS,
    }),
    egg("Egg Roll", 100, "Rolls & Wraps", "egg-roll", "Paratha layered with egg, onion and green chutney, rolled up.", {
      prep: 8,
      addons: ROLL_ADDONS,
    }),
    nonVeg(
      "Chicken Tikka Roll",
      160,
      "Rolls & Wraps",
      "chicken-roll",
      "Chicken tikka with onion and mint mayo in a flaky paratha.",
      { prep: 10, addons: ROLL_ADDONS },
    ),
    nonVeg(
      "Mutton Rogan Josh",
      420,
      "North Indian",
      "rogan-josh",
      "Kashmiri-style tender mutton in a fiery red gravy.",
      { prep: 25, attributes: [portion(200)], addons: CURRY_ADDONS },
    ),
    egg("Egg Fried Rice", 170, "Chinese", "egg-fried-rice", "Wok-tossed rice with scrambled egg and spring onion.", {
      prep: 12,
      addons: CHINESE_ADDONS,
    }),
    egg(
      "Masala Omelette",
      90,
      "Breakfast",
      "omelette",
      "Two-egg omelette with onion, tomato and green chilli, with buttered toast.",
      { prep: 8 },
    ),
  ],
  "biryani-veg": [
    veg(
      "Veg Dum Biryani",
      200,
      "Biryani",
      "veg-biryani",
      "Basmati with garden vegetables, saffron and fried onions, slow-cooked on dum.",
      { prep: 20, attributes: [portion(90), SPICE], addons: BIRYANI_VEG_ADDONS },
    ),
    veg("Paneer Tikka Biryani", 240, "Biryani", "paneer-biryani", "Biryani layered with smoky paneer tikka.", {
      prep: 20,
      attributes: [portion(110)],
      addons: BIRYANI_VEG_ADDONS,
    }),
  ],
  "south-indian": [
    veg(
      "Masala Dosa",
      110,
      "South Indian",
      "masala-dosa",
      "Crisp rice-lentil crêpe with spiced potato filling, sambar and coconut chutney.",
      { prep: 12, attributes: [DOSA_STYLE], addons: DOSA_ADDONS },
    ),
    veg("Plain Dosa", 90, "South Indian", "masala-dosa", "A golden, crisp dosa with sambar and two chutneys.", {
      prep: 10,
      attributes: [DOSA_STYLE],
      addons: DOSA_ADDONS,
    }),
    veg(
      "Mysore Masala Dosa",
      130,
      "South Indian",
      "mysore-dosa",
      "Dosa spread with fiery red chutney and filled with potato masala.",
      { prep: 12, attributes: [DOSA_STYLE], addons: DOSA_ADDONS },
    ),
    veg(
      "Rava Masala Dosa",
      140,
      "South Indian",
      "rava-dosa",
      "Lacy semolina dosa with onion, green chilli and potato masala.",
      { prep: 15, addons: DOSA_ADDONS },
    ),
    veg(
      "Onion Uttapam",
      120,
      "South Indian",
      "uttapam",
      "Thick rice pancake topped with onion, tomato, capsicum and coriander.",
      { prep: 12, addons: DOSA_ADDONS },
    ),
    veg("Idli Sambar (2 pcs)", 70, "South Indian", "idli", "Steamed rice cakes with sambar and coconut chutney.", {
      prep: 8,
      addons: addons(["Extra idli", 25], ["Ghee", 15]),
    }),
    veg("Medu Vada (2 pcs)", 80, "South Indian", "vada", "Crisp urad dal doughnuts with sambar and chutney.", {
      prep: 10,
      addons: DOSA_ADDONS,
    }),
    veg(
      "Idli Vada Combo",
      90,
      "Breakfast",
      "idli",
      "One idli and one vada with sambar and chutney: the perfect start.",
      { prep: 10 },
    ),
    veg("Ghee Podi Idli", 90, "South Indian", "idli", "Mini idlis tossed in ghee and spicy gunpowder podi.", {
      prep: 8,
    }),
    veg(
      "Set Dosa (3 pcs)",
      100,
      "South Indian",
      "uttapam",
      "Soft, spongy dosas served with vegetable sagu and chutney.",
      { prep: 12, addons: DOSA_ADDONS },
    ),
    veg("Rava Upma", 70, "Breakfast", "upma", "Semolina cooked with mustard, curry leaves, peanuts and vegetables.", {
      prep: 10,
    }),
    veg(
      "Lemon Rice",
      110,
      "South Indian",
      "lemon-rice",
      "Rice tempered with mustard, chana dal, curry leaves and fresh lemon.",
      { prep: 10 },
    ),
    veg("Curd Rice", 110, "South Indian", "curd-rice", "Soft rice in seasoned curd with pomegranate and ginger.", {
      prep: 8,
    }),
    veg(
      "South Indian Meals",
      180,
      "Thali",
      "south-thali",
      "Rice, sambar, rasam, poriyal, kootu, curd, papad and payasam on a banana leaf.",
      { prep: 15, addons: addons(["Extra rice", 30], ["Extra payasam", 40]) },
    ),
    veg(
      "Filter Coffee",
      50,
      "Beverages",
      "filter-coffee",
      "Chicory-blend decoction with frothy hot milk, the Madras way.",
      { prep: 5, attributes: [SUGAR] },
    ),
    veg("Masala Chaas", 50, "Beverages", "chaas", "Spiced buttermilk with curry leaves and ginger.", { prep: 4 }),
  ],
  chinese: [
    veg(
      "Veg Hakka Noodles",
      150,
      "Chinese",
      "veg-noodles",
      "Wok-tossed noodles with cabbage, carrot, capsicum and spring onion.",
      { prep: 12, attributes: [SPICE], addons: CHINESE_ADDONS },
    ),
    veg("Schezwan Noodles", 160, "Chinese", "schezwan-noodles", "Noodles tossed in fiery house-made schezwan sauce.", {
      prep: 12,
      attributes: [SPICE],
      addons: CHINESE_ADDONS,
    }),
    veg("Veg Fried Rice", 150, "Chinese", "veg-fried-rice", "Wok-fried rice with finely chopped vegetables and soy.", {
      prep: 12,
      addons: CHINESE_ADDONS,
    }),
    veg(
      "Veg Manchurian (Gravy)",
      170,
      "Chinese",
      "manchurian",
      "Vegetable dumplings in a dark, garlicky soy-chilli gravy.",
      { prep: 15, attributes: [SPICE], addons: CHINESE_ADDONS },
    ),
    veg(
      "Chilli Paneer",
      210,
      "Chinese",
      "chilli-paneer",
      "Crisp paneer tossed with capsicum, onion and green chilli in soy.",
      { prep: 15, attributes: [SPICE, size(80)], addons: CHINESE_ADDONS },
    ),
    veg(
      "Honey Chilli Potato",
      160,
      "Chinese",
      "honey-chilli-potato",
      "Crisp potato fingers glazed in honey, chilli and sesame.",
      { prep: 12 },
    ),
    veg(
      "Veg Steamed Momos",
      100,
      "Chinese",
      "veg-momos",
      "Thin-skinned dumplings with cabbage, carrot and onion, with red chutney.",
      { prep: 12, attributes: [PIECES], addons: MOMO_ADDONS },
    ),
    veg("Paneer Fried Momos", 130, "Chinese", "fried-momos", "Golden fried momos stuffed with spiced paneer.", {
      prep: 12,
      attributes: [PIECES],
      addons: MOMO_ADDONS,
    }),
    veg(
      "Veg Manchow Soup",
      110,
      "Chinese",
      "manchow-soup",
      "Hot, peppery soup with vegetables and crisp fried noodles.",
      { prep: 10 },
    ),
    veg("Sweet Corn Soup", 100, "Chinese", "sweet-corn-soup", "Creamy sweet corn soup with vegetables.", { prep: 10 }),
    nonVeg(
      "Chicken Hakka Noodles",
      190,
      "Chinese",
      "chicken-noodles",
      "Wok-tossed noodles with shredded chicken and vegetables.",
      { prep: 12, attributes: [SPICE], addons: CHINESE_ADDONS },
    ),
    nonVeg(
      "Chilli Chicken (Dry)",
      240,
      "Chinese",
      "chilli-chicken",
      "Crisp chicken tossed with capsicum, onion and soy-chilli.",
      { prep: 15, attributes: [SPICE, size(90)], addons: CHINESE_ADDONS },
    ),
    nonVeg(
      "Chicken Steamed Momos",
      130,
      "Chinese",
      "chicken-momos",
      "Juicy chicken dumplings with fiery red chutney.",
      { prep: 12, attributes: [PIECES], addons: MOMO_ADDONS },
    ),
    nonVeg("Chicken Manchurian", 230, "Chinese", "manchurian", "Chicken dumplings in a garlicky soy-chilli gravy.", {
      prep: 15,
      addons: CHINESE_ADDONS,
    }),
    egg("Egg Fried Rice", 170, "Chinese", "egg-fried-rice", "Wok-tossed rice with scrambled egg and spring onion.", {
      prep: 12,
      addons: CHINESE_ADDONS,
    }),
    nonVeg("Chicken Fried Rice", 190, "Chinese", "veg-fried-rice", "Wok-fried rice with chicken, egg and vegetables.", {
      prep: 12,
      addons: CHINESE_ADDONS,
    }),
  ],
  pizza: [
    veg("Margherita Pizza", 199, "Pizza", "margherita", "Classic tomato sauce, mozzarella and fresh basil.", {
      prep: 15,
      attributes: [PIZZA_SIZE, CRUST],
      addons: PIZZA_ADDONS,
    }),
    veg("Farmhouse Pizza", 299, "Pizza", "farmhouse-pizza", "Onion, capsicum, tomato and mushroom on a cheesy base.", {
      prep: 15,
      attributes: [PIZZA_SIZE, CRUST],
      addons: PIZZA_ADDONS,
    }),
    veg(
      "Veggie Supreme Pizza",
      329,
      "Pizza",
      "veggie-pizza",
      "Capsicum, onion, black olives, sweet corn and jalapeños.",
      { prep: 15, attributes: [PIZZA_SIZE, CRUST], addons: PIZZA_ADDONS },
    ),
    veg(
      "Paneer Tikka Pizza",
      319,
      "Pizza",
      "paneer-pizza",
      "Tandoori paneer, capsicum and onion with a mint mayo drizzle.",
      { prep: 15, attributes: [PIZZA_SIZE, CRUST], addons: PIZZA_ADDONS },
    ),
    veg("Corn & Cheese Pizza", 249, "Pizza", "veggie-pizza", "Sweet corn and a double layer of mozzarella.", {
      prep: 15,
      attributes: [PIZZA_SIZE, CRUST],
      addons: PIZZA_ADDONS,
    }),
    veg(
      "Indori Sev Pizza",
      269,
      "Pizza",
      "farmhouse-pizza",
      "Onion, tomato and capsicum finished with a crunch of Ratlami sev.",
      { prep: 15, attributes: [PIZZA_SIZE, CRUST], addons: PIZZA_ADDONS },
    ),
    veg(
      "Cheese Garlic Bread",
      149,
      "Pizza",
      "garlic-bread",
      "Toasted baguette with garlic butter and melted mozzarella.",
      { prep: 10, addons: addons(["Cheese dip", 30]) },
    ),
    veg("Penne Arrabbiata", 229, "Pizza", "red-pasta", "Penne in a spicy tomato and garlic sauce with basil.", {
      prep: 15,
      addons: addons(["Extra cheese", 40], ["Garlic bread (2 pcs)", 60]),
    }),
    veg("Penne Alfredo", 249, "Pizza", "white-pasta", "Penne in a creamy parmesan and garlic white sauce.", {
      prep: 15,
      addons: addons(["Extra cheese", 40], ["Mushrooms", 40]),
    }),
    veg("Peri Peri Fries", 119, "Burgers", "fries", "Crisp fries dusted with peri peri spice.", {
      prep: 8,
      attributes: [size(50)],
    }),
    veg("Choco Lava Brownie", 119, "Desserts", "brownie", "Warm fudgy brownie with a molten chocolate heart.", {
      prep: 6,
      addons: DESSERT_ADDONS,
    }),
    veg("Cold Coffee", 129, "Beverages", "cold-coffee", "Thick blended coffee with milk and ice.", {
      prep: 5,
      attributes: [SUGAR],
      addons: SHAKE_ADDONS,
    }),
    nonVeg(
      "Chicken Pepperoni Pizza",
      379,
      "Pizza",
      "pepperoni-pizza",
      "Chicken pepperoni and black olives on a double-cheese base.",
      { prep: 15, attributes: [PIZZA_SIZE, CRUST], addons: CHICKEN_PIZZA_ADDONS },
    ),
    nonVeg("BBQ Chicken Pizza", 369, "Pizza", "chicken-pizza", "Barbecue chicken, onion, capsicum and jalapeños.", {
      prep: 15,
      attributes: [PIZZA_SIZE, CRUST],
      addons: CHICKEN_PIZZA_ADDONS,
    }),
    nonVeg("Chicken Tikka Pizza", 359, "Pizza", "chicken-pizza", "Tandoori chicken tikka, onion and green chilli.", {
      prep: 15,
      attributes: [PIZZA_SIZE, CRUST],
      addons: CHICKEN_PIZZA_ADDONS,
    }),
    nonVeg(
      "Chicken Alfredo Pasta",
      289,
      "Pizza",
      "white-pasta",
      "Penne with grilled chicken in a creamy white sauce.",
      { prep: 15 },
    ),
  ],
  burgers: [
    veg(
      "Classic Veg Burger",
      99,
      "Burgers",
      "veg-burger",
      "Crisp aloo-peas patty with lettuce, tomato, onion and mayo.",
      { prep: 10, addons: BURGER_ADDONS },
    ),
    veg("Aloo Tikki Burger", 79, "Burgers", "veg-burger", "Spiced potato tikki with onion, tomato and tangy sauce.", {
      prep: 8,
      addons: BURGER_ADDONS,
    }),
    veg("Masala Lemonade", 69, "Beverages", "lime-soda", "Fizzy lemonade with chaat masala and mint.", { prep: 3 }),
    veg(
      "Paneer Makhani Burger",
      149,
      "Burgers",
      "paneer-burger",
      "Crumb-fried paneer slab with makhani sauce and onions.",
      { prep: 10, addons: BURGER_ADDONS },
    ),
    veg(
      "Double Cheese Veg Burger",
      139,
      "Burgers",
      "veg-burger",
      "Two cheese slices on a crunchy veg patty with jalapeños.",
      { prep: 10, addons: BURGER_ADDONS },
    ),
    veg(
      "Veg Grilled Sandwich",
      109,
      "Sandwiches",
      "veg-sandwich",
      "Mumbai-style grilled sandwich with potato, cucumber, tomato and green chutney.",
      { prep: 10, addons: SANDWICH_ADDONS },
    ),
    veg(
      "Cheese Chilli Sandwich",
      119,
      "Sandwiches",
      "cheese-sandwich",
      "Grilled sandwich with cheese, green chilli and capsicum.",
      { prep: 10, addons: SANDWICH_ADDONS },
    ),
    veg(
      "Paneer Tikka Sandwich",
      139,
      "Sandwiches",
      "paneer-sandwich",
      "Smoky paneer tikka and onion in grilled bread.",
      { prep: 10, addons: SANDWICH_ADDONS },
    ),
    veg("Salted Fries", 89, "Burgers", "fries", "Golden, crisp and lightly salted.", {
      prep: 8,
      attributes: [size(50)],
    }),
    veg("Veg Puff", 40, "Breakfast", "veg-puff", "Flaky puff pastry with spiced potato and peas.", { prep: 4 }),
    veg("Chocolate Shake", 139, "Beverages", "chocolate-shake", "Thick chocolate milkshake with a cherry on top.", {
      prep: 5,
      addons: SHAKE_ADDONS,
    }),
    veg("Cold Coffee", 119, "Beverages", "cold-coffee", "Thick blended coffee with milk and ice.", {
      prep: 5,
      attributes: [SUGAR],
      addons: SHAKE_ADDONS,
    }),
    veg(
      "Sizzling Brownie",
      179,
      "Desserts",
      "sizzling-brownie",
      "Hot brownie on a sizzler with vanilla ice cream and chocolate sauce.",
      { prep: 8 },
    ),
    nonVeg(
      "Crispy Chicken Burger",
      159,
      "Burgers",
      "chicken-burger",
      "Crunchy fried chicken fillet with lettuce and spicy mayo.",
      { prep: 10, addons: BURGER_ADDONS },
    ),
    nonVeg(
      "Chicken Club Sandwich",
      169,
      "Sandwiches",
      "chicken-sandwich",
      "Triple-decker with grilled chicken, lettuce, tomato and mayo.",
      { prep: 10, addons: SANDWICH_ADDONS },
    ),
    egg(
      "Egg Bhurji Sandwich",
      99,
      "Sandwiches",
      "cheese-sandwich",
      "Spicy scrambled-egg bhurji grilled in buttered bread.",
      { prep: 10 },
    ),
  ],
  rolls: [
    veg(
      "Paneer Tikka Roll",
      140,
      "Rolls & Wraps",
      "paneer-roll",
      "Smoky paneer tikka, onion and mint chutney in a flaky paratha.",
      { prep: 10, addons: ROLL_ADDONS },
    ),
    veg(
      "Veg Kathi Roll",
      110,
      "Rolls & Wraps",
      "veg-roll",
      "Spiced vegetable patty with onions and chutneys in a paratha.",
      { prep: 10, addons: ROLL_ADDONS },
    ),
    veg("Aloo Tikki Roll", 90, "Rolls & Wraps", "veg-roll", "Crisp aloo tikki, onion and tangy chutneys, rolled up.", {
      prep: 8,
      addons: ROLL_ADDONS,
    }),
    veg("Mushroom Tikka Roll", 130, "Rolls & Wraps", "paneer-roll", "Tandoori mushrooms with peppers and mint mayo.", {
      prep: 10,
      addons: ROLL_ADDONS,
    }),
    veg(
      "Paneer Tikka",
      260,
      "Kebabs & Tandoori",
      "paneer-tikka",
      "Paneer, capsicum and onion charred in the tandoor.",
      { attributes: [portion(120)], addons: TIKKA_ADDONS },
    ),
    egg("Egg Roll", 100, "Rolls & Wraps", "egg-roll", "Paratha layered with egg, onion and green chutney, rolled up.", {
      prep: 8,
      addons: ROLL_ADDONS,
    }),
    egg(
      "Double Egg Chicken Roll",
      180,
      "Rolls & Wraps",
      "chicken-roll",
      "Two eggs and chicken tikka in a crisp paratha.",
      { prep: 10, addons: ROLL_ADDONS },
    ),
    nonVeg(
      "Chicken Tikka Roll",
      160,
      "Rolls & Wraps",
      "chicken-roll",
      "Chicken tikka with onion and mint mayo in a flaky paratha.",
      { prep: 10, addons: ROLL_ADDONS },
    ),
    nonVeg(
      "Mutton Seekh Roll",
      190,
      "Rolls & Wraps",
      "chicken-roll",
      "Mutton seekh kebab with onions and green chutney.",
      { prep: 12, addons: ROLL_ADDONS },
    ),
    nonVeg(
      "Chicken Seekh Kebab",
      290,
      "Kebabs & Tandoori",
      "seekh-kebab",
      "Minced chicken with herbs, skewered and grilled over coal.",
      { attributes: [portion(130)], addons: TIKKA_ADDONS },
    ),
    veg("Masala Fries", 99, "Burgers", "fries", "Fries tossed in chaat masala.", { prep: 8 }),
    veg("Lime Soda", 60, "Beverages", "lime-soda", "Fresh lime with soda, sweet or salted.", {
      prep: 3,
      attributes: [{ name: "Style", required: true, options: options(["Sweet", 0], ["Salted", 0], ["Mixed", 0]) }],
    }),
  ],
  sweets: [
    veg("Gulab Jamun (2 pcs)", 60, "Sweets", "gulab-jamun", "Khoya dumplings soaked in rose-cardamom syrup.", {
      prep: 3,
      addons: DESSERT_ADDONS,
    }),
    veg("Rasgulla (2 pcs)", 60, "Sweets", "rasgulla", "Spongy chhena balls in light sugar syrup.", { prep: 3 }),
    veg("Rasmalai (2 pcs)", 90, "Sweets", "rasmalai", "Soft chhena discs in saffron-cardamom milk with pistachios.", {
      prep: 3,
    }),
    veg("Mawa Bati", 70, "Sweets", "mawa-bati", "Indore's own khoya dumplings stuffed with dry fruit.", { prep: 3 }),
    veg("Motichoor Laddoo (250 g)", 160, "Sweets", "laddoo", "Fine boondi laddoos made in pure ghee.", {
      prep: 3,
      attributes: [SWEET_WEIGHT],
    }),
    veg("Kaju Katli (250 g)", 290, "Sweets", "kaju-katli", "Cashew fudge with edible silver leaf.", {
      prep: 3,
      attributes: [SWEET_WEIGHT],
    }),
    veg("Milk Barfi (250 g)", 200, "Sweets", "barfi", "Slow-cooked milk fudge with cardamom and pistachio.", {
      prep: 3,
      attributes: [SWEET_WEIGHT],
    }),
    veg("Hot Jalebi (250 g)", 80, "Sweets", "jalebi", "Crisp spirals fried in desi ghee and soaked in saffron syrup.", {
      prep: 8,
    }),
    veg("Jalebi with Rabri", 110, "Desserts", "jalebi-rabri", "Hot jalebi with chilled, saffron-scented rabri.", {
      prep: 8,
    }),
    veg("Kesar Pista Kulfi", 70, "Desserts", "kulfi", "Dense, slow-reduced milk kulfi with saffron and pistachio.", {
      prep: 2,
    }),
    veg("Samosa (2 pcs)", 40, "Street Food", "samosa", "Flaky pastry filled with spiced potato and peas.", {
      prep: 6,
      addons: CHAAT_ADDONS,
    }),
    veg("Khasta Kachori (2 pcs)", 40, "Street Food", "kachori", "Crisp kachori filled with spiced moong dal.", {
      prep: 6,
      addons: CHAAT_ADDONS,
    }),
    veg(
      "Khaman Dhokla",
      80,
      "Street Food",
      "dhokla",
      "Soft gram-flour sponge tempered with mustard and green chilli.",
      { prep: 5 },
    ),
    veg("Sweet Lassi", 80, "Beverages", "lassi", "Thick churned curd topped with malai and dry fruit.", {
      prep: 4,
      attributes: [size(40)],
    }),
    veg("Rose Milk", 70, "Beverages", "rose-milk", "Chilled milk with rose syrup and sabja seeds.", { prep: 4 }),
  ],
  desserts: [
    veg("Hot Fudge Sundae", 150, "Desserts", "sundae", "Three scoops with hot chocolate fudge, nuts and a cherry.", {
      prep: 5,
      addons: addons(["Extra scoop", 50], ["Brownie chunks", 40]),
    }),
    veg("Vanilla Cone", 60, "Desserts", "ice-cream-cone", "Creamy vanilla ice cream in a crisp waffle cone.", {
      prep: 2,
    }),
    veg(
      "Sizzling Brownie",
      179,
      "Desserts",
      "sizzling-brownie",
      "Hot brownie on a sizzler with vanilla ice cream and chocolate sauce.",
      { prep: 8 },
    ),
    veg("Walnut Brownie", 99, "Desserts", "brownie", "Dense chocolate brownie loaded with walnuts.", {
      prep: 3,
      addons: DESSERT_ADDONS,
    }),
    veg("Kesar Pista Kulfi", 70, "Desserts", "kulfi", "Dense, slow-reduced milk kulfi with saffron and pistachio.", {
      prep: 2,
    }),
    veg("Chocolate Shake", 139, "Beverages", "chocolate-shake", "Thick chocolate milkshake with a cherry on top.", {
      prep: 5,
      addons: SHAKE_ADDONS,
    }),
    veg("Mango Lassi", 100, "Beverages", "mango-lassi", "Alphonso mango blended with thick curd.", {
      prep: 4,
      attributes: [size(40)],
    }),
    veg("Fresh Fruit Bowl", 150, "Healthy", "fruit-bowl", "Seasonal cut fruit with a mint-lime dressing.", { prep: 5 }),
    veg("Red Velvet Pastry", 110, "Cakes", "red-velvet", "Red velvet sponge with cream-cheese frosting.", { prep: 2 }),
    veg("Chocolate Truffle Pastry", 100, "Cakes", "chocolate-cake", "Layers of chocolate sponge and dark ganache.", {
      prep: 2,
    }),
  ],
  cafe: [
    veg("Cappuccino", 140, "Beverages", "filter-coffee", "Double espresso with steamed, velvety milk foam.", {
      prep: 5,
      attributes: [MILK, SUGAR],
      addons: COFFEE_ADDONS,
    }),
    veg("Cold Coffee", 160, "Beverages", "cold-coffee", "Thick blended coffee with milk and ice.", {
      prep: 5,
      attributes: [SUGAR],
      addons: SHAKE_ADDONS,
    }),
    veg("Masala Chai", 60, "Beverages", "masala-chai", "Ginger-cardamom tea brewed with milk.", {
      prep: 5,
      attributes: [SUGAR],
    }),
    veg("Chocolate Shake", 180, "Beverages", "chocolate-shake", "Thick chocolate milkshake with a cherry on top.", {
      prep: 5,
      addons: SHAKE_ADDONS,
    }),
    veg("Fresh Lime Soda", 90, "Beverages", "lime-soda", "Fresh lime with soda, sweet or salted.", { prep: 3 }),
    veg("Watermelon Cooler", 120, "Beverages", "watermelon-juice", "Fresh watermelon juice with mint.", { prep: 4 }),
    veg("Butter Croissant", 120, "Cakes", "croissant", "Flaky all-butter croissant, baked every morning.", { prep: 3 }),
    veg("Choco-chip Cookies (4 pcs)", 110, "Cakes", "cookies", "Chewy cookies loaded with dark chocolate chips.", {
      prep: 2,
    }),
    veg("Cupcake", 80, "Cakes", "cupcake", "Vanilla cupcake with strawberry frosting and sprinkles.", { prep: 2 }),
    veg(
      "Veg Club Sandwich",
      170,
      "Sandwiches",
      "veg-sandwich",
      "Triple-decker with grilled vegetables, cheese and pesto mayo.",
      { prep: 10, addons: SANDWICH_ADDONS },
    ),
    veg(
      "Cheese Garlic Bread",
      150,
      "Sandwiches",
      "garlic-bread",
      "Toasted baguette with garlic butter and mozzarella.",
      { prep: 8 },
    ),
    veg("Penne Alfredo", 240, "Pizza", "white-pasta", "Penne in a creamy parmesan and garlic sauce.", { prep: 15 }),
    veg("Peri Peri Fries", 130, "Burgers", "fries", "Crisp fries dusted with peri peri spice.", {
      prep: 8,
      attributes: [size(50)],
    }),
    veg(
      "Brownie with Ice Cream",
      190,
      "Desserts",
      "sizzling-brownie",
      "Warm brownie with a scoop of vanilla and chocolate sauce.",
      { prep: 5 },
    ),
    veg(
      "Quinoa Salad",
      260,
      "Healthy",
      "quinoa-bowl",
      "Quinoa, cherry tomato, cucumber and greens with lemon vinaigrette.",
      { prep: 8, addons: SALAD_ADDONS },
    ),
    egg(
      "Masala Omelette & Toast",
      140,
      "Breakfast",
      "omelette",
      "Two-egg omelette with onion and chilli, with buttered toast.",
      { prep: 10 },
    ),
  ],
  bakery: [
    veg(
      "Black Forest Cake (500 g)",
      450,
      "Cakes",
      "black-forest",
      "Eggless chocolate sponge with whipped cream and cherries.",
      { prep: 10, attributes: [CAKE_WEIGHT], addons: CAKE_ADDONS },
    ),
    veg(
      "Chocolate Truffle Cake (500 g)",
      520,
      "Cakes",
      "chocolate-cake",
      "Eggless dark chocolate sponge layered with truffle ganache.",
      { prep: 10, attributes: [CAKE_WEIGHT], addons: CAKE_ADDONS },
    ),
    veg("Red Velvet Cake (500 g)", 560, "Cakes", "red-velvet", "Eggless red velvet with cream-cheese frosting.", {
      prep: 10,
      attributes: [CAKE_WEIGHT],
      addons: CAKE_ADDONS,
    }),
    veg(
      "Pineapple Cake (500 g)",
      420,
      "Cakes",
      "pineapple-cake",
      "Eggless vanilla sponge with pineapple and fresh cream.",
      { prep: 10, attributes: [CAKE_WEIGHT], addons: CAKE_ADDONS },
    ),
    veg(
      "Butterscotch Cake (500 g)",
      450,
      "Cakes",
      "butterscotch-cake",
      "Eggless butterscotch sponge with caramel and praline crunch.",
      { prep: 10, attributes: [CAKE_WEIGHT], addons: CAKE_ADDONS },
    ),
    veg("Chocolate Pastry", 90, "Cakes", "chocolate-cake", "A generous slice of eggless chocolate truffle.", {
      prep: 2,
    }),
    veg("Black Forest Pastry", 80, "Cakes", "black-forest", "A slice of eggless black forest.", { prep: 2 }),
    veg("Cupcake", 60, "Cakes", "cupcake", "Vanilla cupcake with strawberry frosting.", { prep: 2 }),
    veg("Veg Puff", 40, "Breakfast", "veg-puff", "Flaky puff pastry with spiced potato and peas.", { prep: 3 }),
    veg("Paneer Puff", 50, "Breakfast", "veg-puff", "Flaky puff pastry with spiced paneer.", { prep: 3 }),
    veg("Choco-chip Cookies (4 pcs)", 120, "Cakes", "cookies", "Chewy, eggless cookies with dark chocolate chips.", {
      prep: 2,
    }),
    veg("Butter Croissant", 90, "Cakes", "croissant", "Flaky croissant baked every morning.", { prep: 2 }),
    veg("Walnut Brownie", 80, "Desserts", "brownie", "Dense, eggless chocolate brownie with walnuts.", { prep: 2 }),
    veg("Garlic Bread", 110, "Sandwiches", "garlic-bread", "Toasted baguette with garlic butter and herbs.", {
      prep: 6,
    }),
    veg("Cold Coffee", 110, "Beverages", "cold-coffee", "Thick blended coffee with milk and ice.", {
      prep: 5,
      attributes: [SUGAR],
      addons: SHAKE_ADDONS,
    }),
  ],
  gujarati: [
    veg(
      "Gujarati Thali",
      260,
      "Thali",
      "gujarati-thali",
      "Dal, kadhi, two shaak, farsan, rotli, rice, salad, papad and a sweet: refills included.",
      { prep: 15, addons: THALI_ADDONS },
    ),
    veg(
      "Khaman Dhokla",
      80,
      "Street Food",
      "dhokla",
      "Soft gram-flour sponge tempered with mustard and green chilli.",
      { prep: 5 },
    ),
    veg("Khandvi", 110, "Street Food", "khandvi", "Silky gram-flour rolls with coconut and mustard tempering.", {
      prep: 6,
    }),
    veg(
      "Fafda with Kadhi Chutney",
      100,
      "Street Food",
      "fafda",
      "Crisp gram-flour strips with papaya sambharo and kadhi.",
      { prep: 6 },
    ),
    veg("Gujarati Kadhi", 120, "North Indian", "kadhi", "Sweet-tangy yoghurt curry with pakodas.", { prep: 12 }),
    veg(
      "Undhiyu",
      190,
      "North Indian",
      "mix-veg",
      "Winter vegetables and methi muthiya slow-cooked with green masala.",
      { prep: 20 },
    ),
    veg("Sev Tamatar", 140, "North Indian", "sev-tamatar", "Tangy tomato curry finished with thick sev.", {
      prep: 12,
      addons: CURRY_ADDONS,
    }),
    veg("Methi Thepla (4 pcs)", 90, "Breakfast", "paratha", "Soft fenugreek flatbreads with pickle and curd.", {
      prep: 10,
    }),
    veg("Dal Dhokli", 150, "North Indian", "dal-tadka", "Wheat dumplings simmered in sweet-sour Gujarati dal.", {
      prep: 15,
    }),
    veg("Jeera Rice", 110, "North Indian", "jeera-rice", "Basmati tempered with cumin and ghee.", { prep: 10 }),
    veg("Mohanthal (250 g)", 150, "Sweets", "barfi", "Rich gram-flour fudge with saffron and nuts.", {
      prep: 2,
      attributes: [SWEET_WEIGHT],
    }),
    veg("Basundi", 120, "Desserts", "rasmalai", "Thickened sweet milk with cardamom and charoli.", { prep: 2 }),
    veg("Masala Chaas", 40, "Beverages", "chaas", "Spiced buttermilk with roasted cumin and mint.", { prep: 3 }),
    veg("Gulab Jamun (2 pcs)", 60, "Desserts", "gulab-jamun", "Khoya dumplings soaked in rose-cardamom syrup.", {
      prep: 3,
    }),
    veg("Mini Thali", 160, "Thali", "mini-thali", "Dal, one shaak, three rotli, rice and salad.", {
      prep: 12,
      addons: THALI_ADDONS,
    }),
  ],
  rajasthani: [
    veg(
      "Rajasthani Thali",
      300,
      "Thali",
      "rajasthani-thali",
      "Dal baati churma, gatte ki sabzi, ker sangri, kadhi, bajra roti and more.",
      { prep: 18, addons: THALI_ADDONS },
    ),
    veg("Dal Baati Churma", 220, "Thali", "dal-baati", "Ghee-dipped baati with panchmel dal and sweet churma.", {
      prep: 20,
      attributes: [{ name: "Baati", required: true, options: options(["3 baati", 0], ["5 baati", 60]) }],
      addons: addons(["Extra ghee", 25], ["Extra churma", 40]),
    }),
    veg("Gatte ki Sabzi", 180, "North Indian", "kadhi", "Gram-flour dumplings in a spiced yoghurt gravy.", {
      prep: 15,
      addons: CURRY_ADDONS,
    }),
    veg(
      "Ker Sangri",
      220,
      "North Indian",
      "mix-veg",
      "Desert beans and berries cooked with dry spices and mustard oil.",
      { prep: 15 },
    ),
    veg("Pyaaz Kachori", 50, "Street Food", "kachori", "Jodhpuri kachori stuffed with spiced onion.", {
      prep: 6,
      addons: CHAAT_ADDONS,
    }),
    veg(
      "Mirchi Vada",
      50,
      "Street Food",
      "khopra-pattice",
      "Large green chilli stuffed with potato, dipped in besan and fried.",
      { prep: 8 },
    ),
    veg("Bajre ki Roti", 40, "North Indian", "roti", "Pearl-millet roti with white butter and jaggery.", { prep: 8 }),
    veg("Panchmel Dal", 150, "North Indian", "dal-tadka", "Five lentils tempered with ghee, cumin and red chilli.", {
      prep: 12,
      addons: DAL_ADDONS,
    }),
    veg("Churma Laddoo (2 pcs)", 70, "Sweets", "laddoo", "Wheat, ghee and jaggery laddoos with cardamom.", { prep: 2 }),
    veg("Masala Chaas", 50, "Beverages", "chaas", "Spiced buttermilk with roasted cumin.", { prep: 3 }),
    veg("Kesar Lassi", 90, "Beverages", "lassi", "Thick saffron lassi topped with malai.", { prep: 4 }),
    veg("Jeera Rice", 120, "North Indian", "jeera-rice", "Basmati tempered with cumin and ghee.", { prep: 10 }),
    veg("Paneer Lababdar", 250, "North Indian", "paneer-makhani", "Paneer in a rich onion-tomato-cashew gravy.", {
      attributes: [portion(110)],
      addons: CURRY_ADDONS,
    }),
    veg("Ghewar Rabri", 140, "Desserts", "jalebi-rabri", "Honeycomb ghewar soaked in syrup, topped with rabri.", {
      prep: 3,
    }),
    veg("Mini Thali", 170, "Thali", "mini-thali", "Dal, one sabzi, three rotis, rice and salad.", {
      prep: 12,
      addons: THALI_ADDONS,
    }),
  ],
  jain: [
    veg(
      "Jain Thali",
      240,
      "Thali",
      "jain-thali",
      "No onion, no garlic, no root vegetables: dal, two sabzi, phulka, rice, salad and sweet.",
      { prep: 15, attributes: [BREAD], addons: THALI_ADDONS },
    ),
    veg(
      "Jain Paneer Butter Masala",
      240,
      "North Indian",
      "paneer-makhani",
      "Paneer in a tomato-cashew gravy made without onion and garlic.",
      { attributes: [portion(110)], addons: CURRY_ADDONS },
    ),
    veg("Jain Dal Tadka", 160, "North Indian", "dal-tadka", "Yellow dal tempered with ghee, cumin and hing.", {
      attributes: [SPICE],
      addons: DAL_ADDONS,
    }),
    veg(
      "Jain Pav Bhaji",
      140,
      "Street Food",
      "pav-bhaji",
      "Raw banana and vegetable bhaji (no potato, onion or garlic) with buttered pav.",
      { prep: 15, addons: addons(["Extra pav", 20], ["Extra butter", 15]) },
    ),
    veg(
      "Jain Margherita Pizza",
      229,
      "Pizza",
      "margherita",
      "Tomato sauce without onion and garlic, mozzarella and basil.",
      { prep: 15, attributes: [PIZZA_SIZE], addons: addons(["Extra cheese", 50]) },
    ),
    veg(
      "Jain Masala Dosa",
      120,
      "South Indian",
      "masala-dosa",
      "Crisp dosa with raw banana masala, sambar and chutney.",
      { prep: 12, addons: DOSA_ADDONS },
    ),
    veg("Jain Hakka Noodles", 160, "Chinese", "veg-noodles", "Noodles with cabbage and capsicum, no onion or garlic.", {
      prep: 12,
    }),
    veg("Jain Fried Rice", 160, "Chinese", "veg-fried-rice", "Wok-fried rice with cabbage, capsicum and beans.", {
      prep: 12,
    }),
    veg("Jain Mix Veg", 190, "North Indian", "mix-veg", "Capsicum, beans, peas and paneer in a tomato gravy.", {
      addons: CURRY_ADDONS,
    }),
    veg("Jain Bhel", 70, "Street Food", "bhel", "Puffed rice with tomato, sev and sweet-tangy chutneys.", { prep: 5 }),
    veg(
      "Sabudana Khichdi",
      80,
      "Breakfast",
      "sabudana-khichdi",
      "Tapioca pearls with roasted peanuts and green chilli.",
      { prep: 10 },
    ),
    veg(
      "Khaman Dhokla",
      80,
      "Street Food",
      "dhokla",
      "Soft gram-flour sponge tempered with mustard and green chilli.",
      { prep: 5 },
    ),
    veg("Phulka Roti", 40, "North Indian", "roti", "Soft whole-wheat phulka with ghee.", { prep: 5 }),
    veg("Jeera Rice", 120, "North Indian", "jeera-rice", "Basmati tempered with cumin and ghee.", { prep: 10 }),
    veg("Kesar Rasmalai (2 pcs)", 100, "Sweets", "rasmalai", "Soft chhena discs in saffron milk.", { prep: 2 }),
    veg("Masala Chaas", 40, "Beverages", "chaas", "Spiced buttermilk with roasted cumin.", { prep: 3 }),
  ],
  healthy: [
    veg(
      "Quinoa Power Bowl",
      280,
      "Healthy",
      "quinoa-bowl",
      "Quinoa, chickpeas, cherry tomatoes, cucumber and greens with lemon-herb dressing.",
      { prep: 10, attributes: [RICE_BASE], addons: SALAD_ADDONS },
    ),
    veg(
      "Garden Green Salad",
      240,
      "Healthy",
      "green-salad",
      "Lettuce, rocket, cucumber and cherry tomatoes with feta-style paneer.",
      { prep: 8, addons: SALAD_ADDONS },
    ),
    veg(
      "Sprouts Chaat Salad",
      160,
      "Healthy",
      "sprouts-salad",
      "Moong sprouts with onion, tomato, pomegranate and lemon.",
      { prep: 6 },
    ),
    veg("Fresh Fruit Bowl", 180, "Healthy", "fruit-bowl", "Seasonal cut fruit with a mint-lime dressing.", { prep: 5 }),
    veg(
      "Grilled Paneer Tikka",
      260,
      "Kebabs & Tandoori",
      "paneer-tikka",
      "Low-oil paneer tikka with grilled peppers and mint chutney.",
      { addons: TIKKA_ADDONS },
    ),
    veg(
      "Multigrain Veg Sandwich",
      170,
      "Sandwiches",
      "veg-sandwich",
      "Multigrain bread with hummus, grilled vegetables and greens.",
      { prep: 8, addons: SANDWICH_ADDONS },
    ),
    veg("Oats Poha", 130, "Breakfast", "poha", "Rolled oats cooked poha-style with peanuts and vegetables.", {
      prep: 8,
    }),
    veg("Vegetable Upma", 110, "Breakfast", "upma", "Semolina with vegetables and curry leaves, cooked light.", {
      prep: 8,
    }),
    veg("Roasted Tomato Soup", 120, "Healthy", "tomato-soup", "Roasted tomato and basil soup, no cream.", { prep: 8 }),
    veg(
      "Watermelon Cooler",
      110,
      "Beverages",
      "watermelon-juice",
      "Fresh watermelon juice with mint, no sugar added.",
      { prep: 4 },
    ),
    veg("Green Detox Chaas", 70, "Beverages", "chaas", "Buttermilk with mint, coriander and ginger.", { prep: 3 }),
    veg("Cocoa Protein Shake", 190, "Beverages", "chocolate-shake", "Cocoa, banana, oats and whey, no added sugar.", {
      prep: 5,
      attributes: [MILK],
    }),
    nonVeg(
      "Grilled Chicken Salad",
      320,
      "Healthy",
      "green-salad",
      "Herb-grilled chicken breast on greens with honey-mustard dressing.",
      { prep: 12, addons: SALAD_ADDONS },
    ),
    nonVeg("Tandoori Chicken Bowl", 340, "Healthy", "quinoa-bowl", "Tandoori chicken tikka on brown rice with salad.", {
      prep: 12,
      attributes: [RICE_BASE],
    }),
    egg(
      "Egg White Omelette",
      150,
      "Breakfast",
      "omelette",
      "Three egg whites with spinach and tomato, multigrain toast.",
      { prep: 10 },
    ),
  ],
  breakfast: [
    veg("Indori Poha", 40, "Breakfast", "poha", "Steamed poha with sev, onion, pomegranate and lemon.", {
      prep: 6,
      addons: POHA_ADDONS,
    }),
    veg("Poha Jalebi Combo", 70, "Breakfast", "poha", "A plate of poha with 100 g of hot jalebi.", {
      prep: 8,
      addons: POHA_ADDONS,
    }),
    veg("Hot Jalebi (250 g)", 80, "Sweets", "jalebi", "Crisp spirals soaked in saffron syrup.", { prep: 8 }),
    veg(
      "Sabudana Khichdi",
      60,
      "Breakfast",
      "sabudana-khichdi",
      "Tapioca pearls with roasted peanuts and green chilli.",
      { prep: 8 },
    ),
    veg("Rava Upma", 70, "Breakfast", "upma", "Semolina with mustard, curry leaves and peanuts.", { prep: 8 }),
    veg("Aloo Paratha", 90, "Breakfast", "paratha", "Stuffed potato paratha with white butter, curd and pickle.", {
      prep: 12,
      addons: addons(["Extra butter", 15], ["Curd", 20]),
    }),
    veg("Chole Kulche", 120, "Breakfast", "kulcha", "Soft kulche with spicy chole, onion and lemon.", { prep: 10 }),
    veg("Idli Sambar (2 pcs)", 70, "South Indian", "idli", "Steamed rice cakes with sambar and chutney.", { prep: 6 }),
    veg("Samosa (2 pcs)", 40, "Street Food", "samosa", "Flaky pastry filled with spiced potato and peas.", { prep: 5 }),
    veg("Khasta Kachori (2 pcs)", 40, "Street Food", "kachori", "Crisp kachori filled with spiced moong dal.", {
      prep: 5,
    }),
    veg(
      "Veg Grilled Sandwich",
      100,
      "Sandwiches",
      "veg-sandwich",
      "Grilled sandwich with potato, cucumber, tomato and green chutney.",
      { prep: 8 },
    ),
    veg("Masala Chai", 40, "Beverages", "masala-chai", "Ginger-cardamom tea brewed with milk.", {
      prep: 4,
      attributes: [SUGAR],
    }),
    veg("Kulhad Chai", 40, "Beverages", "kulhad-chai", "Strong tea served in a clay kulhad.", {
      prep: 4,
      attributes: [SUGAR],
    }),
    veg("Filter Coffee", 50, "Beverages", "filter-coffee", "Chicory-blend decoction with frothy hot milk.", {
      prep: 4,
      attributes: [SUGAR],
    }),
    veg("Sweet Lassi", 70, "Beverages", "lassi", "Thick churned curd topped with malai.", { prep: 4 }),
    veg(
      "Bhutte ka Kees",
      80,
      "Street Food",
      "bhutte-ka-kees",
      "Grated corn cooked in milk with green chilli and coconut.",
      { prep: 10 },
    ),
  ],
  thali: [
    veg(
      "Special Veg Thali",
      260,
      "Thali",
      "north-thali",
      "Paneer sabzi, seasonal sabzi, dal, rice, four rotis, raita, salad, papad and a sweet.",
      { prep: 15, attributes: [BREAD], addons: THALI_ADDONS },
    ),
    veg(
      "Deluxe Malwa Thali",
      320,
      "Thali",
      "rajasthani-thali",
      "Dal bafla, sev tamatar, kadhi, two sabzi, rice, laddoo and chaas.",
      { prep: 18, addons: THALI_ADDONS },
    ),
    veg("Mini Thali", 160, "Thali", "mini-thali", "Dal, one sabzi, three rotis, rice and salad.", {
      prep: 12,
      attributes: [BREAD],
      addons: THALI_ADDONS,
    }),
    veg(
      "Dal Bafla",
      200,
      "Thali",
      "dal-baati",
      "Malwa's boiled-then-baked bafla dipped in ghee, with dal and churma.",
      { prep: 20, addons: addons(["Extra ghee", 25], ["Extra bafla", 50]) },
    ),
  ],
} satisfies Record<string, DishSeed[]>;

export type MenuName = keyof typeof MENUS;
