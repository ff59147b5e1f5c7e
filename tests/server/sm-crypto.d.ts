/** sm-crypto (the SM2 library the Saber front end encrypts passwords with) ships no types. */
declare module 'sm-crypto' {
  export const sm2: {
    /** cipherMode 1 = C1C3C2 (the default), 0 = C1C2C3; answers hex without the leading 04. */
    doEncrypt(text: string, publicKey: string, cipherMode?: 0 | 1): string;
    generateKeyPairHex(): { publicKey: string; privateKey: string };
  };
  const smCrypto: { sm2: typeof sm2 };
  export default smCrypto;
}
