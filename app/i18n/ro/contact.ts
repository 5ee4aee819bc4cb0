import type en from "../en/contact";
import type { Translation } from "../types";

const contact: Translation<typeof en> = {
  meta: {
    title: "Contact: adresă, telefon și formular de mesaj",
    description:
      "Contactați Autoparc Systems în Piatra-Neamț: telefon, e-mail, program și formular de mesaj. Răspundem la fiecare solicitare în {{responseHours}} de ore.",
    keywords: "contact companie parcări, contact Autoparc Systems, sisteme de parcare Piatra-Neamț",
  },
  title: "Contactați-ne",
  subtitle:
    "Aveți întrebări despre un proiect, o ofertă sau un sistem pe care îl exploatați deja? Vă răspundem în {{responseHours}} de ore.",
  detailsTitle: "Datele noastre de contact",
  address: "Adresă",
  phone: "Telefon",
  email: "E-mail",
  hours: "Program",
  formTitle: "Trimiteți-ne un mesaj",
  name: "Nume",
  emailField: "E-mail",
  subject: "Subiect",
  message: "Mesaj",
  send: "Trimite mesajul",
  successTitle: "Mesajul a fost trimis cu succes!",
  successText: "Vă vom răspunde cât mai curând posibil.",
  mapTitle: "Unde ne găsiți",
};

export default contact;
