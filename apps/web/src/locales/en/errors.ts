export default {
  forbiddenTitle: '403',
  forbidden: 'you do not have permission to access this page, please consult your administrator',
};
