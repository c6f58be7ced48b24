/** The demo accounts of every role (README lists them). */
export const DEMO = {
  admin: { email: "admin@demo.test", password: "Admin@12345", name: "Platform Admin" },
  restaurant: {
    email: "restaurant@demo.test",
    password: "Restaurant@12345",
    name: "Rajesh Sharma",
    restaurantName: "Sharma Ji Ki Rasoi",
  },
  customer: { phone: "9876543210", name: "Demo Customer", email: "customer@demo.test", dateOfBirth: "1995-08-15" },
  /** Signs in by phone OTP like a customer; starts active and online so an admin can assign it at once. */
  rider: { phone: "9876500001", name: "Ravi Kumar", vehicleType: "scooter", vehicleNumber: "MP 09 AB 1234" },
} as const;
