/** The words of signing in and out: the account, the service chosen, the sign-in screens and their notices. */
const signIn = {
  account: {
    storage: {
      demo: 'Demo sign-ins are not kept: Encore signs in to the demo again when it starts.',
      encrypted: 'Your sign-in is kept encrypted by your system’s keychain.',
      ownerOnly: 'Your sign-in is kept in a file only your user account can read.',
      unencrypted: 'Your sign-in is kept unencrypted on disk, as you allowed.',
      memory: 'Your sign-in is kept in memory only: you will sign in again after Encore restarts.',
    },
    notGiven: 'Not given by the service',
    title: 'Account',
    description: 'Who Encore acts for, and where your sign-in is kept.',
    email: 'Email',
    notShared: 'Not shared',
    plan: 'Plan',
    permissions: 'Permissions',
    granted: '{granted} of {all} granted',
    signOut: 'Sign out',
    nobody: 'Nobody is signed in.',
    goToSignIn: 'Go to sign-in',
    cannotEncrypt: 'This system cannot encrypt your sign-in',
    cannotEncryptBody:
      'No keyring (such as GNOME Keyring or KWallet) is available, so Encore keeps your sign-in in memory and you sign in again after each restart. You can store it anyway: then any program running as your user can read it and act on your Spotify account until you sign out.',
    storeUnencrypted: 'Store my sign-in unencrypted on this computer',
  },
  service: {
    theDemo: 'the demo service',
    thenSpotify: 'Then sign in with your Spotify account, through your own Spotify app (set up below).',
    thenDemo: 'Then sign in to the demo with one click.',
    signsOut: 'Encore will sign you out of {service} and show nothing of it until you switch back.',
    toSpotify: 'Switch to Spotify',
    toDemo: 'Switch to the demo service',
    confirm: 'Sign out and switch',
    title: 'Service',
    description: 'Which service Encore talks to.',
    demo: 'Demo service',
    demoHint: 'Built in: a sample library on this computer.',
    spotifyHint: 'Your account, through your own Spotify app.',
    switchHint: 'Switching the service signs you out of the current one (Encore asks first).',
    skipConsent: 'Skip the demo’s consent page',
    skipConsentHint: 'Sign in to the demo with one click, without opening a browser.',
  },
}

export default signIn
