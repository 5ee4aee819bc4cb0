const contact = {
  meta: {
    title: "Contact Us: Address, Phone and Message Form",
    description:
      "Contact Autoparc Systems in Piatra-Neamț: phone, e-mail, opening hours and a message form. We answer every enquiry within {{responseHours}} hours.",
    keywords: "contact parking company, Autoparc Systems contact, Piatra-Neamt parking systems",
  },
  title: "Contact us",
  subtitle: "Questions about a project, a quote or a system you already run? We answer within {{responseHours}} hours.",
  detailsTitle: "Our details",
  address: "Address",
  phone: "Phone",
  email: "Email",
  hours: "Opening hours",
  formTitle: "Send us a message",
  name: "Name",
  emailField: "Email",
  subject: "Subject",
  message: "Message",
  send: "Send Message",
  successTitle: "Message sent successfully!",
  successText: "We'll get back to you as soon as possible.",
  mapTitle: "Find us",
};

export default contact;
