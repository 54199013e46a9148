// TerminalHost needs swift-argument-parser, which the package brings in only with its
// default `Hosts` trait. Without it the imports fail; this says why, and what to do.
#if !Hosts
  #error("TerminalHost needs the package trait 'Hosts': drop traits: [] or list \"Hosts\" in it")
#endif
