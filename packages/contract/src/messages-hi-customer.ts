/**
 * Hindi for the customer's messages (issue 15): sign-in and account, addresses, cart, coupons, orders and payment,
 * tips, reviews, favourites and reordering. Fixed texts by their English text; texts with values as templates whose
 * `{name}` parts are copied into the Hindi (see messages-hi.ts).
 */

export const CUSTOMER_HINDI: Readonly<Record<string, string>> = {
  // MESSAGES (messages.ts)
  "Something went wrong": "कुछ गड़बड़ हो गई",
  "Invalid token": "टोकन सही नहीं है",
  "Failed to send OTP": "OTP नहीं भेजा जा सका",
  "Login failed": "लॉग इन नहीं हो सका",
  "Invalid email or password": "ई-मेल या पासवर्ड गलत है",
  "OTP sent successfully": "OTP भेज दिया गया है",
  "Incorrect OTP. Please try again.": "OTP गलत है। कृपया फिर से कोशिश करें।",
  "This OTP has expired. Please request a new one.": "यह OTP एक्सपायर हो गया है। कृपया नया OTP मँगाएँ।",
  "Too many incorrect attempts. Please request a new OTP.": "बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।",
  "No OTP was requested for this number. Please request one first.":
    "इस नंबर के लिए कोई OTP नहीं मँगाया गया है। कृपया पहले OTP मँगाएँ।",
  "Your phone verification has expired. Please verify your phone again.":
    "आपके फ़ोन का वेरिफ़िकेशन एक्सपायर हो गया है। कृपया फ़ोन दोबारा वेरिफ़ाई करें।",
  "You must be 18 or older to use this service.": "यह सेवा इस्तेमाल करने के लिए आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए।",
  "This phone number is already registered. Please log in instead.": "यह फ़ोन नंबर पहले से रजिस्टर है। कृपया लॉग इन करें।",
  "This e-mail is already registered with another account.": "यह ई-मेल किसी दूसरे अकाउंट से पहले से रजिस्टर है।",
  "No account exists for this phone number. Please sign up first.":
    "इस फ़ोन नंबर से कोई अकाउंट नहीं है। कृपया पहले साइन अप करें।",
  "Your account has been blocked. Please contact support.": "आपका अकाउंट ब्लॉक कर दिया गया है। कृपया सपोर्ट से संपर्क करें।",
  "Please log in to continue.": "आगे बढ़ने के लिए कृपया लॉग इन करें।",
  "You do not have permission to do this.": "आपको यह करने की अनुमति नहीं है।",
  "Your session has expired. Please log in again.": "आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।",
  "Logged out successfully": "आप लॉग आउट हो गए हैं",
  "Thank you! Our support team will get back to you within 1-2 hours.":
    "धन्यवाद! हमारी सपोर्ट टीम 1-2 घंटे में आपसे संपर्क करेगी।",
  "Not found": "नहीं मिला",
  "Too many requests. Please try again later.": "बहुत ज़्यादा अनुरोध। कृपया थोड़ी देर बाद कोशिश करें।",
  "We are having trouble reaching our database. Please try again in a few seconds.":
    "हमें अपने डेटाबेस से जुड़ने में दिक्कत हो रही है। कृपया कुछ सेकंड में फिर से कोशिश करें।",

  // Sign-in and profile fields (auth.ts)
  "Enter a valid 10-digit Indian mobile number": "10 अंकों का सही भारतीय मोबाइल नंबर डालें",
  "Phone number is required": "फ़ोन नंबर ज़रूरी है",
  "OTP is required": "OTP ज़रूरी है",
  "Date of birth is required": "जन्म तिथि ज़रूरी है",
  "Date of birth must be a date (YYYY-MM-DD)": "जन्म तिथि एक तारीख होनी चाहिए (YYYY-MM-DD)",
  "Date of birth must be a real date": "जन्म तिथि एक असली तारीख होनी चाहिए",
  "Date of birth cannot be in the future": "जन्म तिथि भविष्य की नहीं हो सकती",
  "Enter a valid date of birth": "सही जन्म तिथि डालें",
  "Name is required": "नाम ज़रूरी है",
  "Name must be at least 2 characters": "नाम में कम से कम 2 अक्षर होने चाहिए",
  "Name must be at most 80 characters": "नाम में ज़्यादा से ज़्यादा 80 अक्षर हो सकते हैं",
  "E-mail is required": "ई-मेल ज़रूरी है",
  "E-mail is too long": "ई-मेल बहुत लंबा है",
  "Enter a valid e-mail address": "सही ई-मेल पता डालें",
  "otpToken is required": "otpToken ज़रूरी है",
  "Password is required": "पासवर्ड ज़रूरी है",
  "Send either { otpToken } or { email, password }": "या तो { otpToken } भेजें या { email, password }",
  "Send a name or an e-mail to change": "बदलने के लिए नाम या ई-मेल भेजें",
  "Account not found": "अकाउंट नहीं मिला",

  // Language (language.ts)
  "Choose English (en) or Hindi (hi)": "अंग्रेज़ी (en) या हिन्दी (hi) चुनें",
  "Language saved": "भाषा सेव हो गई",

  // Account (account.ts)
  "Type DELETE to confirm": "पक्का करने के लिए DELETE लिखें",
  "Your account has been deleted. We are sorry to see you go.": "आपका अकाउंट डिलीट कर दिया गया है। आपको जाते देख हमें दुख है।",
  "Could not delete your account. Please try again.": "आपका अकाउंट डिलीट नहीं हो सका। कृपया फिर से कोशिश करें।",
  "Your data has been downloaded": "आपका डेटा डाउनलोड हो गया है",
  "Could not download your data. Please try again.": "आपका डेटा डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।",

  // Addresses (address.ts, common.ts, geo.ts)
  "Address added successfully": "पता जोड़ दिया गया",
  "Address updated successfully": "पता अपडेट हो गया",
  "Address removed successfully": "पता हटा दिया गया",
  "Default address updated": "डिफ़ॉल्ट पता अपडेट हो गया",
  "Address not found": "पता नहीं मिला",
  "Choose home, work or other": "घर, ऑफ़िस या अन्य चुनें",
  "PIN code must be 6 digits and cannot start with 0": "PIN कोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता",
  "Latitude must be a number": "अक्षांश एक संख्या होनी चाहिए",
  "Longitude must be a number": "देशांतर एक संख्या होनी चाहिए",
  "Latitude is required": "अक्षांश ज़रूरी है",
  "Longitude is required": "देशांतर ज़रूरी है",
  "Type at least 2 characters": "कम से कम 2 अक्षर लिखें",
  "No place found near this location": "इस लोकेशन के पास कोई जगह नहीं मिली",
  "The location service is not available right now. Please try again.":
    "लोकेशन सेवा अभी उपलब्ध नहीं है। कृपया फिर से कोशिश करें।",
  "Give both latitude and longitude, or neither": "अक्षांश और देशांतर दोनों दें, या कोई भी नहीं",

  // Cart (cart.ts)
  "Product added successfully": "डिश कार्ट में जोड़ दी गई",
  "Cart updated": "कार्ट अपडेट हो गया",
  "Product removed successfully": "डिश कार्ट से हटा दी गई",
  "Cart cleared": "कार्ट खाली कर दिया गया",
  "This item is not in your cart": "यह आइटम आपके कार्ट में नहीं है",
  "This dish no longer exists": "यह डिश अब मौजूद नहीं है",
  "This dish is currently unavailable": "यह डिश अभी उपलब्ध नहीं है",
  "This restaurant is not accepting orders right now": "यह रेस्टोरेंट अभी ऑर्डर नहीं ले रहा है",
  "Quantity must be at least 1": "मात्रा कम से कम 1 होनी चाहिए",
  "Invalid cart item id": "कार्ट आइटम की id सही नहीं है",

  // Coupons, customer side (coupons.ts)
  "Coupon removed": "कूपन हटा दिया गया",
  "Add dishes to your cart before applying a coupon": "कूपन लगाने से पहले कार्ट में डिश जोड़ें",
  "Enter a coupon code": "कूपन कोड डालें",
  "A coupon code has at most 20 characters": "कूपन कोड में ज़्यादा से ज़्यादा 20 अक्षर होते हैं",
  "A coupon code has 3–20 letters and digits": "कूपन कोड में 3–20 अक्षर और अंक होते हैं",

  // Orders (order.ts, cancellation.ts, schedule.ts)
  "Order Placed Successfully": "ऑर्डर सफलतापूर्वक प्लेस हो गया",
  "Payment Successful & Order Placed": "पेमेंट सफल रहा और ऑर्डर प्लेस हो गया",
  "Order failed": "ऑर्डर नहीं हो सका",
  "Payment verification failed. Please contact support.": "पेमेंट वेरिफ़ाई नहीं हो सका। कृपया सपोर्ट से संपर्क करें।",
  "Failed to fetch orders": "ऑर्डर लोड नहीं हो सके",
  "Failed to assign order": "ऑर्डर असाइन नहीं हो सका",
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  "Order created": "ऑर्डर बन गया",
  "Idempotency-Key header is required": "Idempotency-Key हेडर ज़रूरी है",
  "This Idempotency-Key was already used for a different order":
    "यह Idempotency-Key किसी दूसरे ऑर्डर के लिए इस्तेमाल हो चुकी है",
  "Invalid Idempotency-Key": "Idempotency-Key सही नहीं है",
  "Idempotency-Key must be 8 to 100 characters": "Idempotency-Key में 8 से 100 अक्षर होने चाहिए",
  "Idempotency-Key may hold letters, digits and - _ . : only": "Idempotency-Key में सिर्फ़ अक्षर, अंक और - _ . : हो सकते हैं",
  "Your cart is empty": "आपका कार्ट खाली है",
  "Your cart changed while the order was being placed. Please check it and try again.":
    "ऑर्डर प्लेस करते समय आपका कार्ट बदल गया। कृपया उसे जाँचें और फिर से कोशिश करें।",
  "This restaurant does not accept cash on delivery": "यह रेस्टोरेंट कैश ऑन डिलीवरी नहीं लेता",
  "This restaurant does not accept online payment": "यह रेस्टोरेंट ऑनलाइन पेमेंट नहीं लेता",
  "Order not found": "ऑर्डर नहीं मिला",
  "This order is already paid": "इस ऑर्डर का पेमेंट पहले ही हो चुका है",
  "Payment verified": "पेमेंट वेरिफ़ाई हो गया",
  "The time to pay for this order has passed. Please place a new order.":
    "इस ऑर्डर का पेमेंट करने का समय निकल गया है। कृपया नया ऑर्डर करें।",
  "This order is paid in cash on delivery": "इस ऑर्डर का पेमेंट कैश ऑन डिलीवरी से होगा",
  "Please give a reason": "कृपया कारण बताएँ",
  "The delivery code is incorrect": "डिलीवरी कोड गलत है",
  "Enter the 4-digit delivery code from the customer": "ग्राहक से मिला 4 अंकों का डिलीवरी कोड डालें",
  "The delivery code is 4 digits": "डिलीवरी कोड 4 अंकों का होता है",
  "Only the rider assigned to this order can do this": "यह सिर्फ़ इस ऑर्डर का राइडर कर सकता है",
  "Choose ONLINE or COD": "ONLINE या COD चुनें",
  "Tip must be a number": "टिप एक संख्या होनी चाहिए",
  "Tip must be in whole rupees": "टिप पूरे रुपयों में होनी चाहिए",
  "Tip cannot be negative": "टिप माइनस में नहीं हो सकती",
  "paymentId is required": "paymentId ज़रूरी है",
  "razorpayOrderId is required": "razorpayOrderId ज़रूरी है",
  "signature is required": "signature ज़रूरी है",
  "Unknown status": "अनजाना स्टेटस",
  "Unknown group": "अनजाना ग्रुप",
  "startDate must be YYYY-MM-DD": "startDate YYYY-MM-DD में होनी चाहिए",
  "endDate must be YYYY-MM-DD": "endDate YYYY-MM-DD में होनी चाहिए",
  "endDate must be on or after startDate": "endDate, startDate के दिन या उसके बाद की होनी चाहिए",
  "Reason must be at most 300 characters": "कारण में ज़्यादा से ज़्यादा 300 अक्षर हो सकते हैं",
  "At least 5 minutes": "कम से कम 5 मिनट",
  "At most 180 minutes": "ज़्यादा से ज़्यादा 180 मिनट",
  "This order is already out for delivery and can no longer be cancelled.":
    "यह ऑर्डर डिलीवरी के लिए निकल चुका है और अब रद्द नहीं हो सकता।",
  "This order can no longer be cancelled.": "यह ऑर्डर अब रद्द नहीं हो सकता।",
  "Order cancelled": "ऑर्डर रद्द कर दिया गया",
  "The restaurant did not respond in time": "रेस्टोरेंट ने समय पर जवाब नहीं दिया",
  "scheduledFor must be a slot later today or tomorrow": "scheduledFor आज बाद का या कल का कोई स्लॉट होना चाहिए",
  "There is no slot left today or tomorrow": "आज या कल कोई स्लॉट नहीं बचा है",
  "scheduledFor must be an ISO date-time, e.g. 2026-11-24T19:00:00+05:30":
    "scheduledFor एक ISO तारीख-समय होना चाहिए, जैसे 2026-11-24T19:00:00+05:30",
  "scheduledFor must be on a 15-minute boundary (7:00, 7:15, 7:30, 7:45)":
    "scheduledFor 15 मिनट के स्लॉट पर होना चाहिए (7:00, 7:15, 7:30, 7:45)",

  // Payments (payment.ts)
  "Your bank declined this payment. No money was taken.": "आपके बैंक ने यह पेमेंट मना कर दिया। कोई पैसा नहीं कटा।",
  "Payment cancelled. You can pay for this order from its page within 15 minutes.":
    "पेमेंट रद्द हो गया। आप 15 मिनट के अंदर इस ऑर्डर के पेज से पेमेंट कर सकते हैं।",
  "Invalid webhook signature": "webhook का signature सही नहीं है",
  "Payment order not found": "पेमेंट ऑर्डर नहीं मिला",
  "This payment order is already paid": "इस पेमेंट ऑर्डर का पेमेंट पहले ही हो चुका है",
  "Invalid payment order id": "पेमेंट ऑर्डर की id सही नहीं है",
  "Webhook body must be JSON": "Webhook का body JSON होना चाहिए",

  // Tips (tips.ts)
  "You can tip your rider once the order is delivered": "ऑर्डर डिलीवर होने के बाद आप अपने राइडर को टिप दे सकते हैं",
  "This order had no delivery partner to tip": "इस ऑर्डर में टिप देने के लिए कोई डिलीवरी पार्टनर नहीं था",
  "You have already tipped the rider for this order": "आप इस ऑर्डर के राइडर को पहले ही टिप दे चुके हैं",
  "The tip was not paid. No money was taken; you can try again.":
    "टिप का पेमेंट नहीं हुआ। कोई पैसा नहीं कटा; आप फिर से कोशिश कर सकते हैं।",

  // Reviews (reviews.ts)
  "Only the customer of a delivered order can review it": "डिलीवर हुए ऑर्डर का रिव्यू सिर्फ़ उसका ग्राहक कर सकता है",
  "Only the customer of a delivered order can review it. This order has not been delivered yet.":
    "डिलीवर हुए ऑर्डर का रिव्यू सिर्फ़ उसका ग्राहक कर सकता है। यह ऑर्डर अभी डिलीवर नहीं हुआ है।",
  "You have already reviewed this order": "आप इस ऑर्डर का रिव्यू पहले ही कर चुके हैं",
  "The restaurant has already replied to this review": "रेस्टोरेंट इस रिव्यू का जवाब पहले ही दे चुका है",
  "Review not found": "रिव्यू नहीं मिला",
  "This review is about another restaurant": "यह रिव्यू किसी दूसरे रेस्टोरेंट के बारे में है",
  "You can only mention dishes from this order": "आप सिर्फ़ इसी ऑर्डर की डिश का ज़िक्र कर सकते हैं",
  "Please write a reply": "कृपया जवाब लिखें",
  "Change a rating, the review or the dishes to save": "सेव करने के लिए रेटिंग, रिव्यू या डिश में कुछ बदलें",
  "Thanks for rating your order": "ऑर्डर को रेटिंग देने के लिए धन्यवाद",
  "Your review is updated": "आपका रिव्यू अपडेट हो गया",
  "Reply posted": "जवाब पोस्ट हो गया",
  "Review hidden": "रिव्यू छिपा दिया गया",
  "Review visible again": "रिव्यू फिर से दिख रहा है",
  "Former customer": "पुराने ग्राहक",
  "No reviews yet": "अभी कोई रिव्यू नहीं",
  "Food rating must be a whole number from 1 to 5": "खाने की रेटिंग 1 से 5 के बीच पूरी संख्या होनी चाहिए",
  "Delivery rating must be a whole number from 1 to 5": "डिलीवरी की रेटिंग 1 से 5 के बीच पूरी संख्या होनी चाहिए",

  // Favourites (favourites.ts)
  "Saved to favourites": "फ़ेवरेट में सेव हो गया",
  "Removed from favourites": "फ़ेवरेट से हटा दिया गया",
  "No favourites yet — tap the heart on a restaurant to keep it here":
    "अभी कोई फ़ेवरेट नहीं — किसी रेस्टोरेंट को यहाँ रखने के लिए उसके दिल पर टैप करें",
  "Could not update your favourites. Please try again.": "आपके फ़ेवरेट अपडेट नहीं हो सके। कृपया फिर से कोशिश करें।",

  // Reordering (reorder.ts)
  "The dishes of your order are in your cart": "आपके ऑर्डर की डिश आपके कार्ट में हैं",
  "None of the dishes of this order can be ordered now": "इस ऑर्डर की कोई भी डिश अभी ऑर्डर नहीं की जा सकती",
  "replaceCart must be true or false": "replaceCart, true या false होना चाहिए",

  // Support (support.ts)
  "Choose a subject": "विषय चुनें",
  "Message is required": "संदेश ज़रूरी है",
  "Message must be at least 10 characters": "संदेश में कम से कम 10 अक्षर होने चाहिए",
  "Message must be at most 2000 characters": "संदेश में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं",

  // Order statuses as values in messages ("Order marked Accepted")
  Pending: "पेंडिंग",
  Accepted: "स्वीकार किया गया",
  Preparing: "तैयार हो रहा है",
  "Ready for pickup": "पिकअप के लिए तैयार",
  "Out for Delivery": "डिलीवरी के लिए निकला",
  Delivered: "डिलीवर हो गया",
  Rejected: "अस्वीकार किया गया",
  Cancelled: "रद्द",
};

export const CUSTOMER_HINDI_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  // Sign-in limits (auth.ts AUTH_LIMIT_MESSAGES, tryAgainIn)
  ["Incorrect OTP. Please try again. {left} attempt left.", "OTP गलत है। कृपया फिर से कोशिश करें। {left} कोशिश बाकी है।"],
  ["Incorrect OTP. Please try again. {left} attempts left.", "OTP गलत है। कृपया फिर से कोशिश करें। {left} कोशिशें बाकी हैं।"],
  ["Please wait {seconds} seconds before requesting a new OTP.", "नया OTP मँगाने से पहले कृपया {seconds} सेकंड रुकें।"],
  [
    "Too many OTP requests for this number. Please try again in {minutes} minute.",
    "इस नंबर के लिए बहुत ज़्यादा OTP मँगाए गए। कृपया {minutes} मिनट बाद फिर से कोशिश करें।",
  ],
  [
    "Too many OTP requests for this number. Please try again in {minutes} minutes.",
    "इस नंबर के लिए बहुत ज़्यादा OTP मँगाए गए। कृपया {minutes} मिनट बाद फिर से कोशिश करें।",
  ],
  [
    "Too many OTP requests from your network. Please try again {when}.",
    "आपके नेटवर्क से बहुत ज़्यादा OTP मँगाए गए। कृपया {when} फिर से कोशिश करें।",
  ],
  [
    "We are sending too many codes right now. Please try again {when}.",
    "हम अभी बहुत ज़्यादा कोड भेज रहे हैं। कृपया {when} फिर से कोशिश करें।",
  ],
  [
    "Too many OTP checks from your network. Please try again {when}.",
    "आपके नेटवर्क से बहुत बार OTP जाँचा गया। कृपया {when} फिर से कोशिश करें।",
  ],
  ["Too many login attempts. Please try again {when}.", "लॉग इन की बहुत ज़्यादा कोशिशें हुईं। कृपया {when} फिर से कोशिश करें।"],
  ["in {seconds} second", "{seconds} सेकंड बाद"],
  ["in {seconds} seconds", "{seconds} सेकंड बाद"],
  ["in {minutes} minutes", "{minutes} मिनट बाद"],
  ["OTP must be {length} digits", "OTP {length} अंकों का होना चाहिए"],

  // Account
  [
    "Your order {orderNumber} is still in progress. You can delete your account once it is delivered or cancelled.",
    "आपका ऑर्डर {orderNumber} अभी चल रहा है। इसके डिलीवर या रद्द होने के बाद आप अपना अकाउंट डिलीट कर सकते हैं।",
  ],

  // Addresses
  ["You can save at most {max} addresses", "आप ज़्यादा से ज़्यादा {max} पते सेव कर सकते हैं"],

  // Cart
  ["You can add at most {max} of a dish", "एक डिश की ज़्यादा से ज़्यादा {max} मात्रा जोड़ी जा सकती है"],
  ["At most {max} of a dish", "एक डिश की ज़्यादा से ज़्यादा {max} मात्रा"],
  [
    "Your cart has dishes from {restaurant}. Start a new cart to add this dish?",
    "आपके कार्ट में {restaurant} की डिश हैं। यह डिश जोड़ने के लिए नया कार्ट शुरू करें?",
  ],
  ["Choose one option for {attribute}", "{attribute} के लिए एक विकल्प चुनें"],
  ["This dish has no choice named {attribute}", "इस डिश में {attribute} नाम का कोई विकल्प नहीं है"],
  ["{option} is not an option for {attribute}", "{attribute} के लिए {option} कोई विकल्प नहीं है"],
  ["This dish has no add-on named {addon}", "इस डिश में {addon} नाम का कोई ऐड-ऑन नहीं है"],

  // Coupons, customer side
  ["{code} applied — you save {amount}", "{code} लग गया — आपकी {amount} की बचत"],
  ["{code} is not a valid coupon code", "{code} सही कूपन कोड नहीं है"],
  ["{code} is no longer available", "{code} अब उपलब्ध नहीं है"],
  ["{code} can be used from {date}", "{code} का इस्तेमाल {date} से किया जा सकता है"],
  ["{code} expired on {date}", "{code} {date} को एक्सपायर हो गया"],
  ["{code} does not apply to {restaurant}", "{code} {restaurant} पर लागू नहीं होता"],
  ["{code} has been fully redeemed", "{code} की सभी बार इस्तेमाल की सीमा पूरी हो गई है"],
  ["{code} is for your first order only", "{code} सिर्फ़ आपके पहले ऑर्डर के लिए है"],
  ["You have already used {code} {limit} times, its limit", "आप {code} का इस्तेमाल {limit} बार कर चुके हैं, यही इसकी सीमा है"],
  ["You have already used {code}", "आप {code} का इस्तेमाल पहले ही कर चुके हैं"],
  ["Add {amount} more to use {code}", "{code} इस्तेमाल करने के लिए {amount} का और जोड़ें"],

  // Orders
  [
    "{restaurant} is closed right now. Please order during its opening hours.",
    "{restaurant} अभी बंद है। कृपया इसके खुलने के समय में ऑर्डर करें।",
  ],
  ["{restaurant} is not delivering right now", "{restaurant} अभी डिलीवरी नहीं कर रहा है"],
  [
    "This address is {km} km away; the restaurant delivers within {radiusKm} km",
    "यह पता {km} km दूर है; रेस्टोरेंट {radiusKm} km के अंदर ही डिलीवरी करता है",
  ],
  [
    "Item total {itemTotal} is below this restaurant's {minimum} minimum — add {shortfall} more",
    "आइटम टोटल {itemTotal} इस रेस्टोरेंट के न्यूनतम ऑर्डर {minimum} से कम है — {shortfall} का और जोड़ें",
  ],
  [
    "{dish} is currently unavailable. Remove it from your cart to go on.",
    "{dish} अभी उपलब्ध नहीं है। आगे बढ़ने के लिए इसे कार्ट से हटाएँ।",
  ],
  ["Order marked {status}", "ऑर्डर का स्टेटस: {status}"],
  ["An order cannot go from {from} to {to}", "ऑर्डर {from} से {to} पर नहीं जा सकता"],
  ["{rider} will deliver order {orderNumber}", "{rider} ऑर्डर {orderNumber} डिलीवर करेंगे"],
  ["Refund of {amount} initiated", "{amount} का रिफ़ंड शुरू कर दिया गया"],
  ["A tip can be at most ₹{max}", "टिप ज़्यादा से ज़्यादा ₹{max} हो सकती है"],
  [
    "Too many delivery code attempts. Please try again in {seconds} seconds.",
    "डिलीवरी कोड की बहुत ज़्यादा कोशिशें हुईं। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।",
  ],

  // Scheduled orders (schedule.ts slotProblem, slotLabel, scheduledNotReleased)
  [
    "That slot is too soon: {restaurant} needs {minutes} minutes to prepare and deliver. {next}",
    "यह स्लॉट बहुत जल्दी का है: {restaurant} को तैयार करने और डिलीवर करने में {minutes} मिनट लगते हैं। {next}",
  ],
  ["That slot is full. {next}", "यह स्लॉट भर चुका है। {next}"],
  ["{restaurant} is not open for that slot. {next}", "{restaurant} उस स्लॉट में खुला नहीं है। {next}"],
  ["The earliest slot is {slot}.", "सबसे जल्दी का स्लॉट {slot} है।"],
  ["There is no slot left today or tomorrow.", "आज या कल कोई स्लॉट नहीं बचा है।"],
  ["Today, {time}", "आज, {time}"],
  ["Tomorrow, {time}", "कल, {time}"],
  [
    "This order is scheduled for {time}; it comes to your kitchen at {release}.",
    "यह ऑर्डर {time} के लिए शेड्यूल है; यह {release} पर आपकी किचन में आएगा।",
  ],

  // Kitchen refusals shown to customers (kitchen.ts kitchenRefusal)
  [
    "{restaurant} has paused new orders. Ordering resumes at {time}.",
    "{restaurant} ने नए ऑर्डर रोक दिए हैं। ऑर्डर {time} पर फिर शुरू होंगे।",
  ],
  ["{restaurant} has paused new orders until further notice.", "{restaurant} ने अगली सूचना तक नए ऑर्डर रोक दिए हैं।"],
  [
    "{restaurant} is taking as many orders as its kitchen can handle. Ordering resumes at {time}.",
    "{restaurant} अपनी किचन की क्षमता जितने ऑर्डर ले रहा है। ऑर्डर {time} पर फिर शुरू होंगे।",
  ],

  // Tips
  ["Choose a tip of ₹1 to ₹{max} in whole rupees", "₹1 से ₹{max} तक की टिप पूरे रुपयों में चुनें"],
  ["Tips can be given up to {days} days after delivery", "डिलीवरी के {days} दिन बाद तक टिप दी जा सकती है"],
  ["Thank you — {amount} goes to {rider} in full", "धन्यवाद — पूरे {amount} {rider} को मिलेंगे"],

  // Reviews
  ["Reviews can be edited for {days} days", "रिव्यू {days} दिन तक बदले जा सकते हैं"],
  ["{label} rating must be a whole number from 1 to 5", "{label} की रेटिंग 1 से 5 के बीच पूरी संख्या होनी चाहिए"],
  ["Choose a food rating", "खाने की रेटिंग चुनें"],
  ["Choose a delivery rating", "डिलीवरी की रेटिंग चुनें"],
  ["Choose a {label} rating", "{label} की रेटिंग चुनें"],
  ["Your review can be at most {max} characters", "आपके रिव्यू में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं"],
  ["You can mention at most {max} dishes", "आप ज़्यादा से ज़्यादा {max} डिश का ज़िक्र कर सकते हैं"],
  ["A reply can be at most {max} characters", "जवाब में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं"],
  ["Please give a reason for hiding ({min} to {max} characters)", "कृपया छिपाने का कारण बताएँ ({min} से {max} अक्षर)"],

  // Reordering
  ["{dish} is no longer on the menu, so it was left out", "{dish} अब मेन्यू में नहीं है, इसलिए इसे छोड़ दिया गया"],
  ["{dish} is currently unavailable, so it was left out", "{dish} अभी उपलब्ध नहीं है, इसलिए इसे छोड़ दिया गया"],
  [
    "{dish} was left out: {option} is no longer offered for {attribute}",
    "{dish} छोड़ दी गई: {attribute} के लिए {option} अब नहीं मिलता",
  ],
  [
    "{dish} was left out: it now needs a choice of {attribute}. Add it from the menu.",
    "{dish} छोड़ दी गई: अब इसमें {attribute} चुनना ज़रूरी है। इसे मेन्यू से जोड़ें।",
  ],
  ["{dish} was left out: {problem}", "{dish} छोड़ दी गई: {problem}"],
  [
    "{dish} was added without {extra}, which is no longer offered",
    "{dish} को {extra} के बिना जोड़ा गया, क्योंकि वह अब नहीं मिलता",
  ],
  ["{dish} now costs {price} (was {oldPrice})", "{dish} की कीमत अब {price} है (पहले {oldPrice} थी)"],
  [
    "{dish}: at most {max} of a dish fit in the cart, so {added} were added instead of {wanted}",
    "{dish}: कार्ट में एक डिश की ज़्यादा से ज़्यादा {max} मात्रा आ सकती है, इसलिए {wanted} की जगह {added} जोड़ी गईं",
  ],
];
