import type { ReactNode } from 'react';
import type { MakeSuggestion, ModelSuggestion } from '../../lookups/suggestions';
import type { QuoteLabels } from '../../quote/messages';
import type { LocationSuggestion } from '../../quote/places';
import type { QuoteOutcome } from '../../quote/quote-outcome';
import type { PlaceSide, QuoteValues } from '../../quote/quote-values';
import type { QuoteErrors } from '../../quote/step-schemas';
import type { EmbeddedSubmission } from '../../quote/submission';
import type { VehicleCategory } from '../../quote/vehicle-categories';
import type { BrokerCredentials } from '../../types/content';

/** Where the form's suggestions come from: the site's `/api` lookups, or whatever a host provides. */
export interface QuoteLookups {
  location: (input: string, context: { side: PlaceSide; international: boolean }) => Promise<LocationSuggestion[]>;
  /** Makes by text; with a category, that category's makes (a boat's builders, a bus's makers). */
  make: (input: string, category?: VehicleCategory) => Promise<MakeSuggestion[]>;
  /** SPEC §7: models by text, make id and the selected vehicle's year. */
  model: (input: string, makeId: number, year: number) => Promise<ModelSuggestion[]>;
}

/** What the form hands each of its steps. */
export interface QuoteStepProps {
  /** The form's id: the prefix of the step's field ids. */
  formId: string;
  errors: QuoteErrors;
  labels: QuoteLabels;
  /** Registers a field, so focus can go to the first one with an error. */
  fieldRef: (key: string) => (element: HTMLElement | null) => void;
}

export interface QuoteSubmitContext {
  /** The same for every attempt at the same quote: send it as `Idempotency-Key`. */
  idempotencyKey: string;
  values: QuoteValues;
}

/** The embeddable quote form's API (documented in README, "The quote form"). */
export interface QuoteFormProps {
  /** The form's element id (an anchor: `main-form`, `booking`, `international-sideform`); prefixes its field ids. */
  id: string;
  lookups: QuoteLookups;
  /** Sends the quote; resolves to what became of it (never rejects: a rejection is shown as a failure to send). */
  onSubmit: (submission: EmbeddedSubmission, context: QuoteSubmitContext) => Promise<QuoteOutcome>;
  /** Called once a quote is accepted, after the form has reset (the booking form redirects here). */
  onAccepted?: (outcome: Extract<QuoteOutcome, { kind: 'accepted' }>) => void;
  /** Fired when the form mounts and when the pointer enters it (the warm-up ping). */
  onWarmUp?: () => void;
  /** `booking`: the compact variant, numbered steps and no pagination; vehicle type and running state required. */
  variant?: 'wizard' | 'booking';
  startInternational?: boolean;
  /**
   * The category a vehicle starts on: the service page's (a boat on the boat-shipping page). The
   * visitor can still choose another.
   */
  category?: VehicleCategory;
  labels?: Partial<QuoteLabels>;
  /** Numbered dots to move between reached steps. */
  pagination?: boolean;
  /** 'n / total' beside the buttons. */
  counter?: boolean;
  /** 'Next step: i / total' on the Next button. */
  nextStepCounter?: boolean;
  /** Shown on step 1 only. */
  description?: ReactNode;
  /** An inline title: `first` (or 'International' when the form is international) then `rest`. */
  title?: { first: string; rest?: string };
  /** The heading level of the inline title and the step titles start from this level. */
  headingLevel?: 2 | 3;
  /** Shown with a failure, so the visitor can always reach a person. */
  phone?: { number: string; href: string; hours?: string | null };
  /** Who the broker is: its USDOT and MC numbers under the result's next steps. */
  credentials?: BrokerCredentials | null;
  /** What the result says after the request identification (the next steps). */
  acceptedNote?: ReactNode;
}
