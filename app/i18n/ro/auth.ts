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
  forgotLink: "Ați uitat parola?",
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
    fullNameInvalid: {
      title: "Nume nevalid",
      description: "Introduceți numele complet pe un singur rând, în cel mult 120 de caractere.",
    },
    signInFailed: { title: "Autentificare eșuată", description: "E-mail sau parolă incorecte." },
    signUpFailed: { title: "Înregistrare eșuată", description: "Contul nu a putut fi creat. Încercați din nou." },
    accountExists: {
      title: "Contul există deja",
      description: "Există deja un cont cu acest e-mail. Vă rugăm să vă autentificați.",
    },
    rateLimited: {
      title: "Prea multe încercări",
      description: "Așteptați {{seconds}} de secunde și încercați din nou.",
    },
    mailLimited: {
      title: "Link deja trimis",
      description:
        "Am trimis mai multe linkuri la această adresă în ultima oră. Deschideți cel mai recent dintre aceste e-mailuri: linkul lui este valabil o oră.",
    },
  },
  provider: {
    INVALID_EMAIL_OR_PASSWORD: "E-mail sau parolă incorecte.",
    EMAIL_NOT_VERIFIED: "Confirmați mai întâi adresa de e-mail: deschideți linkul din e-mailul pe care vi l-am trimis.",
  },
  flash: {
    welcome: { title: "Bine ați revenit!", description: "V-ați autentificat cu succes." },
    accountCreated: { title: "Cont creat!", description: "Verificați e-mailul pentru a confirma contul." },
    signedOut: { title: "V-ați deconectat", description: "Ați ieșit cu succes din cont." },
    signOutFailed: { title: "Deconectare eșuată", description: "Încercați din nou." },
    passwordReset: {
      title: "Parola a fost schimbată",
      description: "Noua parolă este salvată. Vă puteți autentifica acum.",
    },
    verified: { title: "E-mail confirmat", description: "Adresa de e-mail este confirmată și sunteți autentificat." },
  },
  resend: {
    text: "Nu ați primit e-mailul sau linkul a expirat? Vă putem trimite unul nou.",
    submit: "Trimite linkul din nou",
    sending: "Se trimite...",
    sent: "V-am trimis un link nou de confirmare la {{email}}. Este valabil o oră.",
    alreadyVerified: "Adresa {{email}} este deja confirmată: vă puteți autentifica.",
    noAccount: "Nu există niciun cont care așteaptă confirmarea la {{email}}. Verificați adresa sau creați un cont.",
    linkFailed: "Acest link de confirmare nu este valid sau a expirat. Cereți unul nou mai jos.",
  },
  verifiedStatus: "Adresa de e-mail este confirmată. Acum vă puteți autentifica.",
  forgot: {
    metaTitle: "Parolă uitată",
    title: "Ați uitat parola?",
    text: "Introduceți adresa de e-mail și vă trimitem un link pentru a alege o parolă nouă.",
    submit: "Trimite linkul",
    sending: "Se trimite...",
    sent: "Dacă există un cont cu această adresă de e-mail, v-am trimis un link pentru resetarea parolei. Verificați căsuța de e-mail.",
    backToSignIn: "Înapoi la autentificare",
  },
  reset: {
    metaTitle: "Alegeți o parolă nouă",
    title: "Alegeți o parolă nouă",
    password: "Parola nouă",
    confirmPassword: "Confirmați parola nouă",
    submit: "Salvează parola nouă",
    saving: "Se salvează...",
    invalidLink: "Linkul nu este valid sau a expirat. Cereți unul nou.",
    askAgain: "Cereți un link nou",
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
    settingsText:
      "Contul folosește adresa de e-mail și parola. Pentru a schimba parola, folosiți „Ați uitat parola?” pe pagina de autentificare.",
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
