// The newsletter's interests as one group of checkboxes (the subscribe form and the preferences page), registered
// with react-hook-form under `interests`; the group's error is the zod schema's message.
import type { UseFormRegisterReturn } from "react-hook-form";
import { INTEREST_LABELS, INTERESTS, type Interest } from "@/lib/subscribers/interests";

type Props = {
  field: UseFormRegisterReturn;
  initial: readonly Interest[];
  error?: string;
  id: string;
  legend?: string;
};

/** `initial` is what the server's HTML shows checked (the form's default values), before any script runs. */
export function InterestChoices({ field, initial, error, id, legend = "What would you like to hear about?" }: Props) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {INTERESTS.map((interest) => (
          <label key={interest} className="flex items-center gap-2">
            <input
              type="checkbox"
              value={interest}
              defaultChecked={initial.includes(interest)}
              className="size-4"
              {...field}
            />
            {INTEREST_LABELS[interest]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
