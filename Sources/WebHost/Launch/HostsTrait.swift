// WebHost needs swift-argument-parser and FlyingFox, which the package brings in only with its
// default `Hosts` trait. Without it the imports fail; this says why, and what to do.
#if !Hosts
  #error("WebHost needs the package trait 'Hosts': drop traits: [] or list \"Hosts\" in it")
#endif
