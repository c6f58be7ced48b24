/**
 * Hindi for validation in general (issue 15): zod's own English messages (what a request gets when a schema has no
 * message of its own), Fastify's client errors, the field labels the contract's message helpers put into their texts
 * ("Full name is required"), and the general field templates those helpers follow.
 */

export const VALIDATION_HINDI: Readonly<Record<string, string>> = {
  // zod's messages without values
  "Invalid input": "इनपुट सही नहीं है",
  "Invalid input: more than one option matched": "इनपुट सही नहीं है: एक से ज़्यादा विकल्प मेल खाते हैं",
  "Invalid email address": "ई-मेल पता सही नहीं है",
  "Invalid URL": "URL सही नहीं है",
  "Invalid UUID": "UUID सही नहीं है",
  "Invalid ISO datetime": "ISO तारीख-समय सही नहीं है",
  "Invalid ISO date": "ISO तारीख सही नहीं है",
  "Invalid ISO time": "ISO समय सही नहीं है",
  "Invalid id": "id सही नहीं है",
  "Invalid value": "मान सही नहीं है",
  "Invalid request": "अनुरोध सही नहीं है",

  // Fastify's client errors
  "Body cannot be empty when content-type is set to 'application/json'":
    "content-type 'application/json' होने पर body खाली नहीं हो सकता",
  "Body is not valid JSON but content-type is set to 'application/json'":
    "content-type 'application/json' है, पर body सही JSON नहीं है",
  "Request body is too large": "अनुरोध का body बहुत बड़ा है",

  // Amounts (common.ts RupeesSchema)
  "Amount must be a number": "राशि एक संख्या होनी चाहिए",
  "Amount cannot be negative": "राशि माइनस में नहीं हो सकती",
  "Amount is too large": "राशि बहुत ज़्यादा है",
  "Amount can have at most 2 decimals": "राशि में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं",

  // Field labels the message helpers name ("Full name is required", "Per-customer limit must be a number")
  "Full name": "पूरा नाम",
  "Address line 1": "पते की पहली लाइन",
  "Address line 2": "पते की दूसरी लाइन",
  Landmark: "लैंडमार्क",
  City: "शहर",
  State: "राज्य",
  "Delivery instructions": "डिलीवरी के निर्देश",
  "Option name": "विकल्प का नाम",
  "Attribute name": "विकल्प समूह का नाम",
  "Add-on name": "ऐड-ऑन का नाम",
  "Dish name": "डिश का नाम",
  // Amounts that must be filled in (common.ts requiredRupees: "Price is required")
  Price: "कीमत",
  "Add-on price": "ऐड-ऑन की कीमत",
  "Extra price": "अतिरिक्त कीमत",
  "Per-customer limit": "प्रति ग्राहक सीमा",
  "Total limit": "कुल सीमा",
  // Image fields of a restaurant's form ("Send one logo image")
  logo: "लोगो",
  cover: "कवर",

  // zod's type names inside its messages ("expected string, received undefined")
  string: "टेक्स्ट",
  number: "संख्या",
  boolean: "true/false",
  object: "ऑब्जेक्ट",
  array: "सूची",
  date: "तारीख",
  undefined: "कुछ नहीं",
  "email address": "ई-मेल पता",
};

export const VALIDATION_HINDI_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  // zod's messages with values (zod/v4/locales/en); a missing field first, as "required"
  ["Invalid input: expected {type}, received undefined", "यह ज़रूरी है ({type} चाहिए)"],
  [
    "Invalid input: expected {expected}, received {received}",
    "इनपुट सही नहीं है: {expected} चाहिए था, पर मिला: {received}",
  ],
  ["Invalid input: expected {value}", "इनपुट सही नहीं है: {value} होना चाहिए"],
  ["Invalid option: expected one of {values}", "विकल्प सही नहीं है: इनमें से एक चुनें: {values}"],
  ["Too big: expected string to have <={max} characters", "बहुत लंबा: ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं"],
  ["Too big: expected string to have <{max} characters", "बहुत लंबा: {max} से कम अक्षर होने चाहिए"],
  ["Too big: expected {origin} to have <={max} items", "बहुत ज़्यादा: ज़्यादा से ज़्यादा {max} आइटम हो सकते हैं"],
  ["Too big: expected {origin} to have <{max} items", "बहुत ज़्यादा: {max} से कम आइटम होने चाहिए"],
  ["Too big: expected {origin} to have exactly {n} {unit}", "ठीक {n} होने चाहिए"],
  ["Too big: expected {origin} to be <={max}", "बहुत बड़ा: ज़्यादा से ज़्यादा {max} हो सकता है"],
  ["Too big: expected {origin} to be <{max}", "बहुत बड़ा: {max} से कम होना चाहिए"],
  ["Too big: expected {origin} to have <={max} {unit}", "बहुत बड़ा: ज़्यादा से ज़्यादा {max} हो सकते हैं"],
  ["Too small: expected string to have >={min} characters", "बहुत छोटा: कम से कम {min} अक्षर होने चाहिए"],
  ["Too small: expected string to have >{min} characters", "बहुत छोटा: {min} से ज़्यादा अक्षर होने चाहिए"],
  ["Too small: expected {origin} to have >={min} items", "बहुत कम: कम से कम {min} आइटम होने चाहिए"],
  ["Too small: expected {origin} to have >{min} items", "बहुत कम: {min} से ज़्यादा आइटम होने चाहिए"],
  ["Too small: expected {origin} to have exactly {n} {unit}", "ठीक {n} होने चाहिए"],
  ["Too small: expected {origin} to be >={min}", "बहुत छोटा: कम से कम {min} होना चाहिए"],
  ["Too small: expected {origin} to be >{min}", "बहुत छोटा: {min} से ज़्यादा होना चाहिए"],
  ["Too small: expected {origin} to have >={min} {unit}", "बहुत छोटा: कम से कम {min} होने चाहिए"],
  ['Invalid string: must start with "{prefix}"', 'टेक्स्ट सही नहीं है: "{prefix}" से शुरू होना चाहिए'],
  ['Invalid string: must end with "{suffix}"', 'टेक्स्ट सही नहीं है: "{suffix}" पर खत्म होना चाहिए'],
  ['Invalid string: must include "{text}"', 'टेक्स्ट सही नहीं है: इसमें "{text}" होना चाहिए'],
  ["Invalid string: must match pattern {pattern}", "टेक्स्ट सही नहीं है: पैटर्न {pattern} से मेल खाना चाहिए"],
  ["Invalid number: must be a multiple of {n}", "संख्या सही नहीं है: {n} का गुणज होनी चाहिए"],
  ["Unrecognized key: {keys}", "अनजाना फ़ील्ड: {keys}"],
  ["Unrecognized keys: {keys}", "अनजाने फ़ील्ड: {keys}"],
  ["Invalid key in {origin}", "{origin} में फ़ील्ड सही नहीं है"],
  ["Invalid value in {origin}", "{origin} में मान सही नहीं है"],
  ["Invalid discriminator value. Expected {options}", "मान सही नहीं है। इनमें से एक चाहिए: {options}"],

  // Fastify and the server's own
  ["Unsupported Media Type: {type}", "यह मीडिया टाइप नहीं चलता: {type}"],
  ["Route {method} {url} not found", "रूट {method} {url} नहीं मिला"],

  // The contract's field templates ("Dish name is required", "Total limit must be a number")
  ["{label} is required", "{label} ज़रूरी है"],
  ["{label} must be at most {max} characters", "{label}: ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं"],
  ["{label} must be at least {min} characters", "{label}: कम से कम {min} अक्षर होने चाहिए"],
  ["{label} must be a number", "{label} का मान एक संख्या होना चाहिए"],
  ["{label} must be a whole number", "{label} का मान पूरी संख्या होना चाहिए"],
  ["{label} must be at least {min}", "{label} का मान कम से कम {min} होना चाहिए"],
  ["{label} must be more than {min}", "{label} का मान {min} से ज़्यादा होना चाहिए"],
  ["{label} is too large", "{label} का मान बहुत बड़ा है"],
  ["{field} must be 1 or more", "{field} 1 या उससे ज़्यादा होना चाहिए"],
  ["{field} must be at most {max}", "{field} ज़्यादा से ज़्यादा {max} हो सकता है"],
  ["Invalid {what}", "{what} सही नहीं है"],

  // Last: "<a dish>: <a problem>" (place.ts), each part translated on its own
  ["{subject}: {detail}", "{subject}: {detail}"],
];
