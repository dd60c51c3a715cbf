import fs from "node:fs";
import path from "node:path";
import { generateKeyPair, importPrivateKey } from "../../common/envelope-crypto.ts";

export interface EnvelopeKeys {
  publicKeySpki: string;
  privateKey: CryptoKey;
}

/**
 * The RSA key pair that wraps request keys. Several instances must share it, so it comes from
 * the environment when set; otherwise it is generated once into DATA_DIR and reused.
 */
export async function loadEnvelopeKeys(options: {
  dataDir: string;
  publicKey?: string | undefined;
  privateKey?: string | undefined;
}): Promise<EnvelopeKeys> {
  if (options.publicKey && options.privateKey) {
    return { publicKeySpki: options.publicKey, privateKey: await importPrivateKey(options.privateKey) };
  }
  const file = path.join(options.dataDir, "envelope-keys.json");
  let pair: { publicKeySpki: string; privateKeyPkcs8: string };
  if (fs.existsSync(file)) {
    pair = JSON.parse(fs.readFileSync(file, "utf8")) as typeof pair;
  } else {
    pair = await generateKeyPair();
    fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  }
  return { publicKeySpki: pair.publicKeySpki, privateKey: await importPrivateKey(pair.privateKeyPkcs8) };
}
