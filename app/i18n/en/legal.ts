const legal = {
  updated: "Last updated: {{date}}",
  contents: "Contents",
};

export default legal;
