/** The result pages (/result/success, /result/fail) flows end on. */
export default {
  success: {
    general: { title: 'Done', detail: 'What you asked for went through.' },
    evaluation: {
      title: 'Thank you for your rating',
      detail: 'Your rating for {{no}} reached us; the provider reads every one.',
    },
    survey: {
      title: 'Thank you for your answers',
      detail: 'Your answers to “{{no}}” reached the provider. You can change them until the survey closes.',
    },
    top_up: {
      title: 'Top-up submitted',
      detail: 'Top-up {{no}} waits for finance to confirm the payment; the amount reaches your balance once they do.',
    },
    registration: {
      title: 'Registration complete',
      detail:
        'Your account is ready and you are signed in. Start with the getting-started checklist: add your SKUs, book an inbound and top up your wallet.',
    },
  },
  fail: {
    general: { title: 'Not completed', detail: 'What you asked for did not go through. Nothing was changed.' },
    evaluation: {
      title: 'Rating not sent',
      detail: 'Your rating did not reach us. Nothing was saved.',
    },
    survey: {
      title: 'Answers not sent',
      detail: 'Your answers did not reach us. Nothing was saved.',
    },
    top_up: {
      title: 'Top-up not submitted',
      detail: 'The top-up was not saved. Check the voucher and the amount, then submit it again.',
    },
    registration: {
      title: 'Registration not completed',
      detail: 'The account was not created. Sign in if you already have one, or register again.',
    },
  },
  actions: {
    gettingStarted: 'Get started',
    login: 'Log in',
    workplace: 'Back to the workplace',
    topUpRecords: 'View top-up records',
    topUpAgain: 'Top up again',
  },
};
