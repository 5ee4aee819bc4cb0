import type en from "../en/auth";
import type { Translation } from "../types";

const auth: Translation<typeof en> = {
  meta: {
    title: "Autentificare sau cont nou",
    description: "Intrați în contul dumneavoastră Autoparc Systems sau creați unul nou cu adresa de e-mail.",
    keywords: "autentificare, cont nou, cont Autoparc Systems",
  },
  title: "Bine ați venit",
  subtitle: "Intrați în cont sau creați unul nou.",
  adminRequired: "Această zonă este pentru administratori. Autentificați-vă cu un cont de administrator.",
  backHome: "Înapoi la pagina principală",
  tabs: { label: "Autentificare sau înregistrare", signin: "Autentificare", signup: "Înregistrare" },
  fields: {
    fullName: "Nume complet",
    email: "E-mail",
    password: "Parolă",
    confirmPassword: "Confirmați parola",
    showPassword: "Afișează parola",
    hidePassword: "Ascunde parola",
  },
  signingIn: "Se autentifică...",
  creatingAccount: "Se creează contul...",
  submitSignIn: "Autentificare",
  submitSignUp: "Creează cont",
  errors: {
    invalidEmail: { title: "E-mail invalid", description: "Introduceți o adresă de e-mail validă." },
    invalidPassword: { title: "Parolă invalidă", description: "Parola trebuie să aibă cel puțin 6 caractere." },
    passwordMismatch: { title: "Parolele nu coincid", description: "Parolele introduse nu sunt identice." },
    fullNameRequired: { title: "Numele este obligatoriu", description: "Introduceți numele complet." },
    signInFailed: { title: "Autentificare eșuată", description: "E-mail sau parolă incorecte." },
    signUpFailed: { title: "Înregistrare eșuată", description: "Contul nu a putut fi creat. Încercați din nou." },
    accountExists: { title: "Contul există deja", description: "Există deja un cont cu acest e-mail. Vă rugăm să vă autentificați." },
    rateLimited: { title: "Prea multe încercări", description: "Așteptați {{seconds}} de secunde și încercați din nou." },
  },
  provider: {
    INVALID_EMAIL_OR_PASSWORD: "E-mail sau parolă incorecte.",
    EMAIL_NOT_VERIFIED: "Confirmați mai întâi adresa de e-mail: v-am trimis un link nou.",
  },
  flash: {
    welcome: { title: "Bine ați revenit!", description: "V-ați autentificat cu succes." },
    accountCreated: { title: "Cont creat!", description: "Verificați e-mailul pentru a confirma contul." },
    signedOut: { title: "V-ați deconectat", description: "Ați ieșit cu succes din cont." },
    signOutFailed: { title: "Deconectare eșuată", description: "Încercați din nou." },
    verified: { title: "E-mail confirmat", description: "Adresa de e-mail este confirmată. Acum vă puteți autentifica." },
  },
  account: {
    metaTitle: "Contul dumneavoastră",
    title: "Contul dumneavoastră",
    subtitle: "Numele dumneavoastră, așa cum îl vede echipa noastră.",
    fullName: "Nume complet",
    email: "E-mail",
    save: "Salvează modificările",
    saving: "Se salvează...",
    saved: { title: "Profil actualizat", description: "Numele a fost salvat." },
    noUser: { title: "Eroare", description: "Niciun utilizator autentificat" },
    settingsTitle: "Setări",
    settingsText: "Contul folosește adresa de e-mail și parola. Pentru a schimba parola, folosiți „Ați uitat parola?” pe pagina de autentificare.",
  },
  userMenu: {
    label: "Meniul contului pentru {{name}}",
    profile: "Profil",
    settings: "Setări",
    signOut: "Deconectare",
    signingOut: "Se deconectează...",
    adminPanel: "Panou de administrare",
  },
};

export default auth;
