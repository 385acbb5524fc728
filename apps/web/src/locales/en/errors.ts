export default {
  forbiddenTitle: '403',
  forbidden: 'you do not have permission to access this page, please consult your administrator',
  notFoundTitle: '404',
  notFound: 'Sorry, the page you visited does not exist.',
  serverErrorTitle: '500',
  serverError: 'Sorry, something went wrong on the server.',
  notFoundPage: 'Page not found',
  serverErrorPage: 'Server error',
  backHome: 'Back Home',
};
