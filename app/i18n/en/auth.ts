const auth = {
  meta: {
    title: "Sign In or Create an Account",
    description: "Sign in to your Autoparc Systems account, or create one with your e-mail address.",
    keywords: "sign in, create account, Autoparc Systems account",
  },
  title: "Welcome",
  subtitle: "Sign in to your account or create a new one.",
  backHome: "Back to home",
  tabs: { label: "Sign in or sign up", signin: "Sign In", signup: "Sign Up" },
  fields: {
    fullName: "Full name",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    showPassword: "Show password",
    hidePassword: "Hide password",
  },
  signingIn: "Signing In...",
  creatingAccount: "Creating Account...",
  submitSignIn: "Sign In",
  submitSignUp: "Create Account",
  errors: {
    invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
    invalidPassword: { title: "Invalid Password", description: "Password must be at least 6 characters long." },
    passwordMismatch: { title: "Password Mismatch", description: "Passwords do not match." },
    fullNameRequired: { title: "Full Name Required", description: "Please enter your full name." },
    signInFailed: { title: "Sign In Failed", description: "Invalid email or password." },
    signUpFailed: { title: "Sign Up Failed", description: "Your account could not be created. Please try again." },
    accountExists: { title: "Account Exists", description: "An account with this email already exists. Please sign in instead." },
    rateLimited: { title: "Too Many Attempts", description: "Please wait {{seconds}} seconds and try again." },
  },
  provider: {
    INVALID_EMAIL_OR_PASSWORD: "Invalid email or password.",
    EMAIL_NOT_VERIFIED: "Please verify your email address first: we have sent you a new link.",
  },
  flash: {
    welcome: { title: "Welcome back!", description: "You have successfully signed in." },
    accountCreated: { title: "Account Created!", description: "Please check your email to verify your account." },
    signedOut: { title: "Signed Out", description: "You have been successfully signed out." },
    signOutFailed: { title: "Sign Out Failed", description: "Please try again." },
    verified: { title: "Email Verified", description: "Your email address is confirmed. You can sign in now." },
  },
  userMenu: {
    label: "Account menu for {{name}}",
    profile: "Profile",
    settings: "Settings",
    signOut: "Sign out",
    signingOut: "Signing out...",
    adminPanel: "Admin Panel",
  },
};

export default auth;
