/** An error under a group of controls (a builder row, a radio group), with the id its controls point to. */
import { messageText } from "../../../lib/i18n";

export function GroupError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
      {messageText(message)}
    </p>
  );
}
