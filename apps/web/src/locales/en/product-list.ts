export default {
  placeholder: '',
};
