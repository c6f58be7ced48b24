import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ImageInput } from "./ImageInput";
import { Select } from "./Select";
import { Textarea } from "./Textarea";
import { TextField } from "./TextField";

const HINT = "You must be 18 or older.";
const ERROR = "You must be 18 or older to use this service.";

/** Each shared field with a hint, valid or not: what it says under the input is one message. */
const fields = {
  TextField: (error?: string) => <TextField label="Field" hint={HINT} error={error} />,
  Textarea: (error?: string) => <Textarea label="Field" hint={HINT} error={error} />,
  Select: (error?: string) => (
    <Select label="Field" hint={HINT} error={error}>
      <option value="">Choose</option>
    </Select>
  ),
  ImageInput: (error?: string) => (
    <ImageInput label="Field" files={[]} onFilesChange={() => {}} hint={HINT} error={error} />
  ),
};

describe.each(Object.entries(fields))("%s (issue 16: one message per field)", (_name, field) => {
  it("shows its hint while valid", () => {
    render(field());
    const input = screen.getByLabelText("Field");
    expect(input).toHaveAccessibleDescription(HINT);
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it("shows the error in the hint's place while invalid, never both", () => {
    render(field(ERROR));
    const input = screen.getByLabelText("Field");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(ERROR);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(screen.getAllByText(/18 or older/)).toHaveLength(1);
  });
});
