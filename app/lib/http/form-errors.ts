let formsSubmitting = 0;

/**
 * Runs a form's submission (the form kit's `submit`): meanwhile a failed call's message is left to
 * the form, which shows it in its failure line, where the visitor is looking, instead of a toast
 * besides (issue 33: every error twice, the toast over the card's heading). A call of something
 * else failing at that moment is not toasted either; background calls pass `feedback: false` anyway.
 * Its own module: the form kit loads with the sign-in pages, the request client only on use.
 */
export async function submittingForm<T>(work: () => Promise<T>): Promise<T> {
  formsSubmitting += 1;
  try {
    return await work();
  } finally {
    formsSubmitting -= 1;
  }
}

/** Whether a form is submitting and shows failures itself (client.ts then toasts none). */
export const formShowsErrors = () => formsSubmitting > 0;
