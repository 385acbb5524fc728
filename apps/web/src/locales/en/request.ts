export default {
  timeoutTitle: 'Message Prompt',
  timeout: 'Interface request timed out!',
  expiredTitle: 'system prompt',
  expired: 'Login status has expired, please login again!',
  loginAgain: 'log in again',
  network: 'please check your network',
};
