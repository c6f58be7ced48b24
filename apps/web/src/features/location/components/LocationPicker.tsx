/** The customer's mobile location panel (spec §2 Header drawer): the delivery location input; the map comes later. */
import { useState } from "react";
import { TextField } from "../../../components/ui/TextField";

export function LocationPicker() {
  const [text, setText] = useState("");

  return (
    <TextField
      label="Enter Your Delivery Location"
      type="text"
      autoComplete="street-address"
      placeholder="Area, street or landmark"
      data-autofocus
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
